-- Search in both scripts (docs/decisions/021). pg_trgm takes only letters and digits of the database's
-- LC_CTYPE as word characters: under the C locale every Bengali letter is a separator and a Bangla word
-- yields no trigram at all. search_key() spells each Bengali code point as two ASCII characters: an
-- upper-case marker for its 32-point row of the block (W, X, Y, Z) and a lower-case letter or digit for
-- its place in the row. Its input is lower-cased first, so the markers never collide with the text's own
-- letters and LIKE over two keys matches exactly where ILIKE over the texts would. NFC first, so a
-- precomposed letter (U+09DC) and its decomposed spelling meet; joiners (U+200C, U+200D) only shape
-- glyphs and are dropped. Text without Bengali is just lower-cased, so English rows pay no regexp work.
CREATE OR REPLACE FUNCTION search_key(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT CASE WHEN t ~ '[\u0980-\u09ff]' THEN translate(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(
      replace(replace(normalize(lower(t), NFC), U&'\200C', ''), U&'\200D', ''),
      '([\u0980-\u099f])', 'W\1', 'g'),
      '([\u09a0-\u09bf])', 'X\1', 'g'),
      '([\u09c0-\u09df])', 'Y\1', 'g'),
      '([\u09e0-\u09ff])', 'Z\1', 'g'),
    'ঀঁংঃ঄অআইঈউঊঋঌ঍঎এঐ঑঒ওঔকখগঘঙচছজঝঞটঠডঢণতথদধন঩পফবভমযর঱ল঳঴঵শষসহ঺঻়ঽািীুূৃৄ৅৆েৈ৉৊োৌ্ৎ৏৐৑৒৓৔৕৖ৗ৘৙৚৛ড়ঢ়৞য়ৠৡৢৣ৤৥০১২৩৪৫৬৭৮৯ৰৱ৲৳৴৵৶৷৸৹৺৻ৼ৽৾৿',
    'abcdefghijklmnopqrstuvwxyz012345abcdefghijklmnopqrstuvwxyz012345abcdefghijklmnopqrstuvwxyz012345abcdefghijklmnopqrstuvwxyz012345')
  ELSE lower(t) END
$$;
