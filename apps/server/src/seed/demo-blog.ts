/*
 * Demo blog posts seeded with the catalog (SEED_DEMO). The content is plain, sanitiser-safe HTML
 * (headings, paragraphs, lists, emphasis, quotes) so it survives the server's sanitising unchanged.
 */

export interface DemoPost {
  slug: string;
  title: string;
  author: string;
  tags: string[];
  content: string;
  imageUrl: string;
  /** ISO date-time; used as the post's creation date. */
  publishedAt: string;
}

const image = (slug: string) => `/seed-images/blog/${slug}.webp`;

function post(slug: string, fields: Omit<DemoPost, 'slug' | 'imageUrl'>): DemoPost {
  return { slug, imageUrl: image(slug), ...fields };
}

export const DEMO_POSTS: DemoPost[] = [
  post('rooftop-gardening-in-dhaka', {
    title: "Rooftop Gardening in Dhaka: A Beginner's Guide",
    author: 'Farhana Rahman',
    tags: ['rooftop garden', 'beginners', 'Dhaka', 'containers'],
    publishedAt: '2026-01-18T04:00:00.000Z',
    content: `
<p>Dhaka has very little open ground, but it has thousands of flat concrete roofs that bake in the sun all day. Turning even a corner of yours into a garden gives you fresh chilies and herbs, a cooler top-floor flat and a quiet green place to sit in the evening. The Department of Agricultural Extension has encouraged rooftop gardens for years, and some city corporations have offered holding-tax rebates for them. Here is how to start without damaging your roof or wasting money.</p>

<h2>1. Check the roof before you buy a single plant</h2>
<p>Soil is heavy. A half drum filled with wet garden soil can weigh well over 100 kg, so talk to your building owner or committee first, and if the building is old, ask an engineer how much load the slab can take. Place the heaviest containers <strong>along the walls and above the beams and columns</strong>, never in the middle of a span.</p>
<ul>
  <li>Look for existing cracks or damp patches on the ceiling of the flat below.</li>
  <li>Make sure the roof drains are clear; a garden adds leaves and soil that can block them.</li>
  <li>Never put pots directly on the slab. Raise them on bricks or plastic stands so water drains away and the roof can dry.</li>
</ul>

<h2>2. Choose containers that suit a rooftop</h2>
<p>Cut plastic drums are the classic Dhaka rooftop container: cheap, light, and big enough for a mango or guava tree. For vegetables and flowers, <em>grow bags</em> are lighter still and fold away after the season. Terracotta pots look lovely but dry out quickly in the April heat and are heavy to move. Whatever you use, drill at least four to six drainage holes; most rooftop plants that die in the monsoon die from waterlogged roots.</p>

<h2>3. Use a light, rich soil mix</h2>
<p>Pure garden soil compacts into a hard cake in containers and adds needless weight. A good all-round rooftop mix is:</p>
<ol>
  <li>Two parts sieved garden loam (doash mati)</li>
  <li>One part cocopeat, which keeps the mix light and holds water</li>
  <li>One part well-rotted cow-dung compost or vermicompost</li>
  <li>A handful of bone meal and neem cake per drum</li>
</ol>
<p>If weight is a real concern, replace half the loam with a ready-made lightweight rooftop mix.</p>

<h2>4. Start with plants that forgive mistakes</h2>
<p>Your first season should build confidence. These are almost guaranteed to succeed on a sunny Dhaka roof:</p>
<ul>
  <li><strong>Herbs and vegetables:</strong> tulsi, mint, Bombai chili, lal shak, tomato in winter, kolmi shak in summer.</li>
  <li><strong>Flowers:</strong> bougainvillea, joba, marigold in winter, periwinkle (noyontara).</li>
  <li><strong>Fruit:</strong> Kagzi lemon, Thai guava and dragon fruit; Amrapali mango once you are ready for a drum.</li>
</ul>

<h2>5. Water smartly</h2>
<p>A bare concrete roof in April can reach well over 40 °C, and small pots may need water twice a day. Water early in the morning, and again in the evening only if the soil is dry a finger's depth down. Mulching the surface with dry leaves or rice straw cuts evaporation dramatically. If you travel often, a simple drip kit connected to the roof tank tap pays for itself in saved plants.</p>

<blockquote><p>The best fertiliser is the gardener's shadow. Walk around your roof for five minutes every morning, and you will catch pests, dry pots and broken stakes before they become problems.</p></blockquote>

<h2>6. Plan around the seasons</h2>
<p>Bangladesh gives rooftop gardeners three distinct seasons. The <strong>cool, dry winter</strong> (November to February) is the best time for roses, marigolds, tomatoes, cauliflower and most vegetables. The <strong>hot pre-monsoon</strong> (March to May) is tough on plants: give shade cloth to seedlings and water generously. The <strong>monsoon</strong> (June to September) is ideal for planting fruit trees but brings fungus and waterlogging, so check drainage before the first big storm.</p>

<h2>7. Keep it safe and tidy</h2>
<p>Empty saucers, buckets and drum lids after rain: stagnant water on roofs breeds the <em>Aedes</em> mosquitoes that spread dengue. Tie down tall plants and light pots before Kalbaishakhi storms in April and May, and keep the parapet clear so nothing can fall onto the street below.</p>

<p>Start small, with five or six containers, and add more as you learn what your roof's light and wind are like. Within a season you will be picking your own chilies and lemons, and your top-floor flat will be noticeably cooler.</p>
`,
  }),
  post('monsoon-plant-care', {
    title: 'Monsoon Plant Care: Keeping Pots Healthy Through the Rains',
    author: 'Tanvir Ahmed',
    tags: ['monsoon', 'plant care', 'drainage', 'pests'],
    publishedAt: '2026-06-08T05:30:00.000Z',
    content: `
<p>The monsoon is a season of fast, lush growth, and also of rotten roots, yellow leaves and snails. Between June and September most of Bangladesh gets the majority of its year's rain, often in heavy bursts that leave pots standing in water for days. A little preparation in late May saves a lot of plants.</p>

<h2>Drainage comes first</h2>
<p>Roots need air as well as water. When a pot stays flooded, the roots suffocate, turn brown and mushy, and the plant wilts even though the soil is wet. Before the rains:</p>
<ul>
  <li>Check that every pot, tub and drum has drainage holes, and that they are not blocked by roots or compacted soil.</li>
  <li>Raise containers on bricks or pot feet so water can run out freely.</li>
  <li>Remove saucers from outdoor pots for the season.</li>
  <li>Loosen crusted topsoil with a hand cultivator so rain soaks in evenly instead of pooling.</li>
</ul>
<p>If a pot drains badly, repot it into a mix with more cocopeat, perlite or sand. For succulents and cacti, <strong>move them under a shade or roof overhang</strong>; a week of monsoon rain can kill an aloe or adenium that survived the whole summer.</p>

<h2>Water less, and watch more</h2>
<p>It sounds obvious, but many gardeners keep their summer routine going into July. On cloudy days soil dries slowly, so check before you water: push a finger two to three centimetres into the soil, and only water if it feels dry. Indoor plants such as snake plants and ZZ plants need even less water in the humid months.</p>

<h2>Feed lightly but regularly</h2>
<p>Heavy rain washes nutrients out of pots quickly, which is why leaves often turn pale in August. Instead of one large dose, give small, frequent feeds:</p>
<ol>
  <li>A handful of vermicompost mixed into the topsoil every month.</li>
  <li>Diluted liquid feed, such as fermented mustard cake or a water-soluble NPK, every two weeks on dry days.</li>
  <li>An Epsom salt spray once a month if older leaves turn yellow between the veins.</li>
</ol>
<p>Avoid feeding just before a heavy downpour is forecast; the rain will simply wash it out.</p>

<h2>Fight fungus before it spreads</h2>
<p>Warm, wet, still air is perfect for leaf spot, black spot on roses, powdery mildew and root rot. Good habits prevent most problems:</p>
<ul>
  <li>Space pots so air can move between them.</li>
  <li>Pick off spotted or yellow leaves and remove them from the roof; do not leave them in the pot.</li>
  <li>Water the soil, not the leaves, and do it in the morning so foliage dries by evening.</li>
  <li>Mix Trichoderma compost into the soil of chili, tomato and brinjal to protect against wilt.</li>
  <li>Spray a copper-based fungicide on roses after long wet spells.</li>
</ul>

<h2>Snails, slugs and mosquitoes</h2>
<p>Snails come out on wet nights and can strip a pot of seedlings. Go out with a torch after rain and pick them off, or scatter crushed eggshells and wood ash around precious plants. Far more dangerous is standing water: rain collects in saucers, drum lids, tyres and plastic bags, and <em>Aedes</em> mosquitoes breed in it within a week. Walk your garden after every storm and tip out anything holding water. Dengue cases rise sharply in the monsoon, so this is not optional.</p>

<blockquote><p>A monsoon garden should be tidy, airy and well drained. If water is standing anywhere for more than a day, fix it.</p></blockquote>

<h2>Use the rain to your advantage</h2>
<p>The monsoon is the <strong>best time of year to plant fruit trees</strong> such as mango, guava, lemon and dragon fruit, and to take cuttings of money plant, hibiscus, bougainvillea and rose. Warm, humid air helps cuttings root quickly. Take 15 to 20 cm cuttings, remove the lower leaves, and plant them in a mix of sand and cocopeat in a shaded spot.</p>

<p>With good drainage, light feeding and a sharp eye for fungus, your plants will come out of the rains greener and bigger than they went in, ready for the flowering season of the cool months.</p>
`,
  }),
  post('growing-tulsi-at-home', {
    title: 'How to Grow a Thriving Tulsi Plant at Home',
    author: 'Nusrat Jahan',
    tags: ['tulsi', 'herbs', 'balcony garden', 'medicinal plants'],
    publishedAt: '2026-02-22T03:45:00.000Z',
    content: `
<p>Tulsi, or holy basil (<em>Ocimum tenuiflorum</em>), is one of the most loved plants in Bangladeshi homes. It is grown in courtyards and on balconies, valued for its fragrance, and its leaves are steeped with ginger and honey as a home remedy for winter coughs. It is also one of the easiest herbs to grow, as long as you give it sun and do not let it flower itself to exhaustion.</p>

<h2>Choosing a variety</h2>
<p>Two types are common in Bangladesh:</p>
<ul>
  <li><strong>Rama tulsi</strong> has bright green leaves and a mild, sweet, clove-like fragrance. It grows fast and is the most common.</li>
  <li><strong>Krishna (or Shyama) tulsi</strong> has purple stems and dark leaves with a stronger, peppery taste. It grows a little slower and likes more heat.</li>
</ul>
<p>Both are grown the same way. If you are new to herbs, a potted Rama tulsi from a nursery is the quickest start.</p>

<h2>Pot, soil and position</h2>
<p>Tulsi needs <strong>at least five to six hours of direct sun</strong> a day; in shade it grows leggy and the leaves lose their aroma. A south- or east-facing balcony or a rooftop is ideal. Use a pot at least 8 to 10 inches wide with a drainage hole, and fill it with a loose, fertile mix such as:</p>
<ol>
  <li>Two parts garden loam</li>
  <li>One part vermicompost</li>
  <li>One part cocopeat or coarse sand</li>
</ol>
<p>Tulsi dislikes heavy clay that stays wet. If your soil is sticky, add more sand or perlite.</p>

<h2>Growing from seed</h2>
<p>Sow seeds on the surface of a moist seed-starting mix in March or April, when the weather warms up, and press them in lightly without covering them deeply. They germinate in one to two weeks. When the seedlings have four to six true leaves, move the strongest into their own pots. You can also root a cutting: take a 10 cm tip without flowers, remove the lower leaves and stand it in a glass of water on a bright windowsill. Roots appear within two weeks.</p>

<h2>Watering</h2>
<p>Keep the soil evenly moist but never soggy. In the hot months from March to May, a potted tulsi may need water every day; in winter, every two or three days is enough. During the monsoon, move the pot under shelter or raise it on bricks, because continuous rain rots tulsi roots faster than anything else.</p>

<h2>The secret: pinch, pinch, pinch</h2>
<p>Left alone, tulsi sends up flower spikes, called <em>manjari</em>, and once it sets seed the plant becomes woody and stops making new leaves. To keep it bushy and productive:</p>
<ul>
  <li>Pinch off flower spikes as soon as they appear.</li>
  <li>Harvest leaves from the top of each stem, just above a pair of leaves, so two new shoots grow from that point.</li>
  <li>Never strip more than a third of the plant at one time.</li>
</ul>
<p>If you want seed for next year, let one or two spikes mature late in the season, dry them and rub the tiny black seeds out.</p>

<h2>Feeding</h2>
<p>Tulsi is not greedy. A handful of vermicompost mixed into the topsoil once a month, or fermented mustard cake liquid diluted 1:10 every three weeks, keeps it green and aromatic. Avoid heavy doses of urea: they produce soft, fast growth that attracts aphids and dilutes the flavour.</p>

<h2>Pests and problems</h2>
<p>Tulsi is fairly tough, but watch for:</p>
<ul>
  <li><strong>Whitefly and aphids</strong> under the leaves: spray with water, then with neem oil solution in the evening.</li>
  <li><strong>Leaf spot</strong> in the monsoon: remove affected leaves and improve airflow.</li>
  <li><strong>Leggy growth</strong>: more sun and regular pinching.</li>
</ul>

<blockquote><p>A healthy tulsi plant can live for several years in a pot if you prune it back by a third every spring and refresh the top layer of soil.</p></blockquote>

<p>Place your tulsi where you pass by every day, on the balcony or beside the front door. You will remember to water it, pinch it and pick a few fragrant leaves for your evening tea.</p>
`,
  }),
  post('vermicompost-and-mustard-cake', {
    title: 'Feeding Plants the Organic Way: Vermicompost and Mustard Cake',
    author: 'Arif Hossain',
    tags: ['fertilizer', 'organic', 'vermicompost', 'mustard cake'],
    publishedAt: '2026-03-15T06:00:00.000Z',
    content: `
<p>Walk into any nursery in Bangladesh and ask what to feed your roses, and you will probably hear two words: <strong>kecho sar</strong> and <strong>khoil</strong>. Vermicompost and mustard cake are the backbone of organic gardening here. They are cheap, locally made and gentle on plants, and used together they cover most of what a potted plant needs.</p>

<h2>What is vermicompost?</h2>
<p>Vermicompost is the dark, crumbly material earthworms leave behind after eating organic waste such as cow dung and vegetable scraps. Farmers in Bogura, Jashore and other districts produce it at scale, often with support from extension programmes. Good vermicompost:</p>
<ul>
  <li>smells earthy, never sour or ammonia-like;</li>
  <li>is fine and crumbly, without recognisable scraps;</li>
  <li>contains roughly 1.5% nitrogen, 1% phosphorus and 1% potassium, plus humus and a huge population of beneficial microbes.</li>
</ul>
<p>Its real value is not the numbers on the bag but what it does to soil: it improves structure, helps pots hold water without going soggy, and feeds plants slowly so it <em>cannot burn roots</em>, even if you use a bit too much.</p>

<h2>How to use vermicompost</h2>
<ol>
  <li><strong>When potting:</strong> mix one part vermicompost with three or four parts potting soil.</li>
  <li><strong>As a monthly feed:</strong> scratch two tablespoons into the topsoil of a small pot, a handful into a 10 to 12 inch pot, or half a kilo around a tree in a drum, then water.</li>
  <li><strong>For seedlings:</strong> sieve it and mix one part with three parts cocopeat for a gentle seed-starting mix.</li>
</ol>

<h2>What is mustard cake?</h2>
<p>Mustard cake (<em>sorisha khoil</em>) is what remains after oil is pressed from mustard seed in the mills of Sirajganj, Pabna and elsewhere. It is much richer in nitrogen than vermicompost, around 5%, with smaller amounts of phosphorus and potassium and a useful dose of sulphur. That makes it the favourite of flower growers: roses, jasmine, joba and marigold respond to it with dark leaves and more buds.</p>
<p>Mustard cake has two drawbacks. Fresh cake heats up as it decomposes and can damage roots if it touches them, and it smells strongly while breaking down. Both are solved by fermenting it first.</p>

<h2>Making khoil liquid</h2>
<p>This is the classic Bangladeshi liquid feed, and it is easy:</p>
<ol>
  <li>Put 250 g of powdered mustard cake in a bucket with a lid.</li>
  <li>Add 2 litres of water and stir.</li>
  <li>Cover and leave it in shade for five to seven days, stirring once a day. It will foam and smell; this is normal.</li>
  <li>When it stops foaming, it is ready. Dilute one cup of the liquid in ten cups of water.</li>
  <li>Pour the diluted liquid around the base of the plant, on moist soil, every two to three weeks.</li>
</ol>
<p>Never pour the undiluted liquid on plants, and do not use it on dry soil. Keep the lid on to avoid attracting flies, and use the batch within two weeks.</p>

<blockquote><p>Think of vermicompost as the daily rice and mustard cake as the fish: one builds the soil, the other gives the extra protein for growth and flowers.</p></blockquote>

<h2>A simple feeding calendar</h2>
<ul>
  <li><strong>Flowering plants (rose, beli, joba):</strong> vermicompost monthly, khoil liquid every two weeks during the flowering season, a spoon of bone meal every three months.</li>
  <li><strong>Vegetables (chili, tomato, brinjal):</strong> vermicompost at planting and monthly, khoil liquid every three weeks once flowering begins.</li>
  <li><strong>Fruit trees in drums:</strong> 1 kg cow-dung compost or vermicompost and 200 g dry mustard cake mixed into the soil three times a year, in February, June and October.</li>
  <li><strong>Indoor plants:</strong> vermicompost only, twice a year. Skip mustard cake indoors because of the smell.</li>
</ul>

<h2>Storing them</h2>
<p>Keep vermicompost slightly moist and in shade; sealing it airtight for months kills the microbes that make it valuable. Keep mustard cake dry and sealed, because damp cake turns mouldy within days in the monsoon.</p>

<p>Used together, these two humble, local fertilisers will keep a balcony or rooftop garden productive all year, with no chemical salts building up in your pots.</p>
`,
  }),
  post('indoor-plants-for-low-light', {
    title: 'Indoor Plants for Low-Light Dhaka Flats',
    author: 'Nusrat Jahan',
    tags: ['indoor plants', 'low light', 'houseplants', 'apartment'],
    publishedAt: '2026-04-10T07:15:00.000Z',
    content: `
<p>Many Dhaka flats face straight into the wall of the next building, just a metre or two away, so rooms get little direct sun. That rules out herbs and flowering plants indoors, but it does not rule out a green home. A handful of tough foliage plants evolved on dim forest floors and are perfectly happy in this kind of light.</p>

<h2>First, understand your light</h2>
<p>"Low light" does not mean no light. A useful test: at midday, hold your hand 30 cm above where the plant will sit. If it casts a soft but visible shadow, most plants on this list will grow. If you can barely see a shadow, choose the toughest two, snake plant and ZZ plant, or move the spot closer to a window. A cheap light meter or a 3-in-1 soil meter gives you a number to compare spots.</p>

<h2>The best plants for dim rooms</h2>
<ol>
  <li><strong>Snake plant (Sansevieria):</strong> upright, architectural leaves that tolerate almost any light and weeks without water. The single most forgiving indoor plant.</li>
  <li><strong>ZZ plant (Zamioculcas):</strong> glossy leaves and water-storing rhizomes. It looks freshly polished even in a corridor.</li>
  <li><strong>Money plant (pothos):</strong> grows in water, in soil, up a moss stick or trailing from a shelf. Variegated forms fade to green in very low light, which is a sign to move them closer to a window.</li>
  <li><strong>Peace lily:</strong> dark leaves and white flowers, and it droops dramatically when thirsty, so it tells you when to water.</li>
  <li><strong>Aglaonema (Chinese evergreen):</strong> patterned silver, pink or red leaves that brighten dark corners.</li>
  <li><strong>Philodendron:</strong> heart-leaf philodendron behaves like money plant with softer, darker leaves.</li>
  <li><strong>Areca palm:</strong> needs a little more light, near a window with a sheer curtain, but rewards you with a tropical look and is safe for pets.</li>
  <li><strong>Dracaena:</strong> the lucky bamboo and corn plant types both manage well in bright-shade rooms.</li>
</ol>

<h2>Water is the real danger</h2>
<p>In low light, plants use water slowly. The most common way indoor plants die is not darkness but <em>overwatering</em>: the soil stays wet for weeks, the roots rot, and the gardener, seeing droopy leaves, waters even more.</p>
<ul>
  <li>Always use pots with drainage holes. Put decorative pots or jute baskets around a plastic pot, not instead of it.</li>
  <li>Water only when the top few centimetres are dry. For snake and ZZ plants, wait until the pot feels light.</li>
  <li>Empty the saucer 30 minutes after watering.</li>
  <li>In the humid monsoon and the cool winter, water even less.</li>
</ul>

<h2>Soil and feeding</h2>
<p>Indoor plants need an airy mix that dries evenly. A mix with plenty of cocopeat and perlite and no raw cow dung is ideal, because it does not smell. Feed lightly: plant food spikes or a half-strength liquid feed every month from March to October is plenty. In low light, too much fertiliser just burns leaf tips.</p>

<h2>Air conditioning and dust</h2>
<p>Air-conditioned rooms are dry, and dust settles fast in Dhaka. Wipe large leaves with a damp cloth every few weeks so they can use what little light they get. Keep plants out of the direct blast of the AC unit, and mist moss sticks and ferns in the driest months.</p>

<blockquote><p>Rotate your plants a quarter turn every time you water. In a one-window room they lean towards the light, and turning them keeps them upright and even.</p></blockquote>

<h2>A note on pets</h2>
<p>Snake plant, ZZ plant, money plant, peace lily and aglaonema are all mildly toxic if chewed. If you have a curious cat or puppy, place them high up, or choose pet-safe options such as areca palm, parlour palm, spider plant and Boston fern.</p>

<p>Start with one snake plant and one money plant, learn how fast your rooms dry out, and build from there. Even a north-facing flat can be green all year.</p>
`,
  }),
  post('amrapali-mango-in-a-drum', {
    title: 'Growing Amrapali Mango in a Half Drum on Your Roof',
    author: 'Arif Hossain',
    tags: ['mango', 'Amrapali', 'fruit trees', 'rooftop garden'],
    publishedAt: '2026-05-20T04:30:00.000Z',
    content: `
<p>Few things say summer in Bangladesh like a ripe mango, and with the dwarf <strong>Amrapali</strong> variety you can pick them from your own roof. Amrapali is a cross between Dashehari and Neelum, developed in India in the 1970s and now widely grown in Bangladesh. It is naturally small, fruits early and heavily, and its deep-orange, fibreless flesh is very sweet. That makes it the favourite mango for drums and large tubs.</p>

<h2>Choosing a sapling</h2>
<p>Always buy a <strong>grafted</strong> plant. Seedlings take many years to fruit and may not be true to type. Look for:</p>
<ul>
  <li>a clearly healed graft joint 15 to 25 cm above the soil, with no tape cutting into the bark;</li>
  <li>a straight stem, 2 to 3 ft tall, with healthy dark leaves and no dieback at the tips;</li>
  <li>a firm root ball that does not fall apart when the bag is handled.</li>
</ul>

<h2>The container</h2>
<p>A cut plastic drum, 20 to 24 inches across and about 2 ft deep, is ideal. Drill at least six holes of 1 to 2 cm in the bottom, and a few more around the lower sides. Paint dark drums white on the outside, or wrap them in jute; black plastic in the April sun cooks the roots. Place the drum along a wall or over a beam, and raise it on bricks.</p>

<h2>The soil mix</h2>
<p>Mango needs a rich but well-drained mix. For one half drum:</p>
<ol>
  <li>Two parts garden loam or pond silt</li>
  <li>One part well-rotted cow-dung compost</li>
  <li>One part coarse sand or cocopeat</li>
  <li>250 g bone meal, 250 g mustard cake, 100 g TSP and 50 g MoP, mixed through</li>
</ol>
<p>Put a 5 cm layer of broken brick at the bottom for drainage. Fill the drum, water it well, and ideally let it settle for a week or two before planting.</p>

<h2>Planting</h2>
<p>The best time to plant is the start of the monsoon, in June or July, when humid air helps the sapling establish. Remove the grow bag carefully, set the root ball so that the graft joint stays well above the soil, firm the soil around it and water deeply. Tie the stem to a bamboo stake against storms.</p>

<h2>The first year: roots before fruit</h2>
<p>Amrapali is so eager to fruit that saplings often flower in their first February. <em>Pinch off these flowers.</em> Letting a young tree fruit too soon stunts it for years. In the first year, your only goals are strong roots and a good branch framework:</p>
<ul>
  <li>When the sapling reaches about 75 cm, cut the tip to encourage three or four side branches.</li>
  <li>Keep the branches evenly spaced around the stem, and remove any shoots from below the graft.</li>
  <li>Water deeply once or twice a week, more in the hot months.</li>
</ul>

<h2>Feeding an established tree</h2>
<p>From the second year, feed three times a year: after harvest (July), before the cool season (October) and at flowering (February). Each time, scratch into the topsoil about 1 kg of compost, 150 g of mustard cake and a small handful of a balanced NPK, and water well. A spray of boron and zinc just before flowering noticeably improves fruit set.</p>

<h2>Flowering, pests and harvest</h2>
<p>Panicles appear in late January and February. This is when <strong>mango hoppers</strong> attack, sucking sap from the flowers and covering them with sticky honeydew. Spray at bud burst, before the flowers open, and avoid spraying in full bloom when bees are pollinating. Water regularly once fruit has set; a sudden dry spell causes heavy fruit drop.</p>
<p>Thin the fruit to two or three per panicle on a young tree. Many rooftop growers wrap each fruit in a paper bag when it is the size of an egg, which keeps off fruit flies and gives cleaner, more evenly coloured skin. Amrapali ripens from mid-June into July; pick when the shoulders fill out and the skin starts to yellow near the stem.</p>

<blockquote><p>A three-year-old Amrapali in a half drum can give you 15 to 25 mangoes a season, each one sweeter for having grown on your own roof.</p></blockquote>

<h2>Pruning to keep it small</h2>
<p>After harvest, prune lightly: remove dead wood, crossing branches and anything growing into the centre, and shorten long shoots so the tree stays about 2 metres tall. New shoots from this pruning will carry next year's flowers.</p>
`,
  }),
];
