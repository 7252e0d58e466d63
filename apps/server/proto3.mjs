import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const map = {
  অ: 'a',
  আ: 'a',
  ই: 'i',
  ঈ: 'i',
  উ: 'u',
  ঊ: 'u',
  ঋ: 'r',
  এ: 'e',
  ঐ: 'o',
  ও: 'o',
  ঔ: 'o',
  ক: 'k',
  খ: 'k',
  গ: 'g',
  ঘ: 'g',
  ঙ: 'n',
  চ: 'c',
  ছ: 'c',
  জ: 'j',
  ঝ: 'j',
  ঞ: 'n',
  ট: 't',
  ঠ: 't',
  ড: 'd',
  ঢ: 'd',
  ণ: 'n',
  ত: 't',
  থ: 't',
  দ: 'd',
  ধ: 'd',
  ন: 'n',
  প: 'p',
  ফ: 'p',
  ব: 'b',
  ভ: 'b',
  ম: 'm',
  য: 'j',
  র: 'r',
  ল: 'l',
  শ: 's',
  ষ: 's',
  স: 's',
  হ: 'h',
  ৎ: 't',
  'ং': 'n',
  'ঃ': 'h',
  '০': '0',
  '১': '1',
  '২': '2',
  '৩': '3',
  '৪': '4',
  '৫': '5',
  '৬': '6',
  '৭': '7',
  '৮': '8',
  '৯': '9',
};
const signs = 'ািীুূৃেৈোৌ';
const drop = '্ঁ়ৗ';
const from = Object.keys(map).join('') + signs + drop;
const to = Object.values(map).join('') + 'aiiuureoooo';
const fn = `CREATE OR REPLACE FUNCTION search_sounds(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    translate(regexp_replace(
      translate(
        replace(replace(replace(replace(replace(replace(normalize(lower(t), NFC),
          U&'\\200C', ''), U&'\\200D', ''), U&'\\09CD\\09AF', ''), U&'\\09A1\\09BC', 'r'), U&'\\09A2\\09BC', 'r'), U&'\\09AF\\09BC', 'y'),
        '${from}',
        '${to}'),
      '([kgcjtdpbs])h', '\\1', 'g'),
      'fvwzqxc', 'pbbjkkk'),
    '[^a-z0-9]+', ' ', 'g'),
    '(^| )[aeiouy]+', '\\1a', 'g'),
    '([a-z0-9])[aeiouy]+', '\\1', 'g'),
    '([a-z0-9])\\1+', '\\1', 'g'))
$$;`;
console.log(fn);
const pg = await PGlite.create({ extensions: { pg_trgm } });
await pg.exec('create extension pg_trgm');
await pg.exec(fn);
const words = [
  'গোলাপ',
  'golap',
  'gulap',
  'rose',
  'Red Rose',
  'hibiscus',
  'hibiscas',
  'জবা',
  'joba',
  'গাঁদা',
  'gada',
  'Marigold',
  'মানি প্ল্যান্ট',
  'money plant',
  'ক্যাকটাস',
  'cactus',
  'Aloe Vera',
  'অ্যালোভেরা',
  'aloe',
  'ঘৃতকুমারী',
  'টব',
  'কোকোপিট',
  'cocopeat',
  'চন্দ্রমল্লিকা',
  'chondromollika',
  'ড়ঢ়য়',
  'Snake Plant (স্নেক প্ল্যান্ট)',
  'tulsi',
  'তুলসী',
  'Ixora',
  'রঙ্গন',
  'rongon',
  'a',
  'aa',
  '',
  '   ',
];
for (const w of words) {
  const r = await pg.query('select search_sounds($1) s', [w]);
  console.log(w.padEnd(20), JSON.stringify(r.rows[0].s));
}
for (const [q, t] of [
  ['golap', 'Red Rose গোলাপ'],
  ['gulap', 'Red Rose গোলাপ'],
  ['hibiscas', 'Hibiscus জবা'],
  ['rose', 'Red Rose গোলাপ'],
  ['cocopit', 'Cocopeat কোকোপিট'],
  ['chondromolika', 'Chrysanthemum চন্দ্রমল্লিকা'],
  ['rongon', 'Ixora রঙ্গন'],
  ['tulshi', 'Holy Basil তুলসী'],
  ['gol', 'Red Rose গোলাপ'],
  ['snek', 'Snake Plant স্নেক প্ল্যান্ট'],
]) {
  const r = await pg.query(
    'select word_similarity(search_sounds($1), search_sounds($2)) ws, search_sounds($1) <% search_sounds($2) m',
    [q, t],
  );
  console.log(q, t, r.rows[0]);
}
