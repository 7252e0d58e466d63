-- How a name sounds, for search that forgives spelling (docs/decisions/035). Bangla is spelled in Latin
-- letters as it is typed in chat ("golap" for গোলাপ), then both scripts are reduced to a consonant skeleton:
-- aspirates lose their h (kh, gh, ch, th, dh, ph, bh, sh), letters that sound alike meet (f/ph/p, v/w/b,
-- z/j, q/c/k), a word keeps only its first vowel (as "a"), and doubled letters are one. "golap", "gulap"
-- and গোলাপ all become glp, "hibiscas" and "hibiscus" hbsks; pg_trgm compares the skeletons. Ya-phala
-- (্য) only shapes a vowel and is dropped; ড়, ঢ় sound r and য় y; joiners only shape glyphs.
CREATE OR REPLACE FUNCTION search_sounds(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT btrim(
    regexp_replace(                                    -- doubled letters are one
      regexp_replace(                                  -- vowels after a word's first letter go
        regexp_replace(                                -- a word's leading vowels are one "a"
          regexp_replace(                              -- anything else separates words
            translate(                                 -- letters that sound alike
              regexp_replace(                          -- aspirates lose their h
                translate(                             -- Bangla in Latin letters
                  replace(replace(replace(replace(replace(replace(normalize(lower(t), NFC),
                    U&'\200C', ''), U&'\200D', ''), U&'\09CD\09AF', ''),
                    U&'\09A1\09BC', 'r'), U&'\09A2\09BC', 'r'), U&'\09AF\09BC', 'y'),
                  'অআইঈউঊঋএঐওঔকখগঘঙচছজঝঞটঠডঢণতথদধনপফবভমযরলশষসহৎংঃ০১২৩৪৫৬৭৮৯ািীুূৃেৈোৌ্ঁ়ৗ',
                  'aaiiuureoookkggnccjjnttddnttddnppbbmjrlssshtnh0123456789aiiuureooo'),
                '([kgcjtdpbs])h', '\1', 'g'),
              'fvwzqxc', 'pbbjkkk'),
            '[^a-z0-9]+', ' ', 'g'),
          '(^| )[aeiouy]+', '\1a', 'g'),
        '([a-z0-9])[aeiouy]+', '\1', 'g'),
      '([a-z0-9])\1+', '\1', 'g'))
$$;
