/**
 * The demo catalogue: 67 Gayaku products. Each description is the product's own sentence on
 * style and fit, followed by its material's sentence and care instructions.
 */
import type { CategoryName, ColorName } from './reference-data.ts';
import type { Look } from './svg.ts';

const MATERIALS = {
  combed30: [
    'Dibuat dari katun combed 30s yang ringan, lembut, dan menyerap keringat sehingga tetap adem di cuaca tropis.',
    'Cuci dengan air dingin, jangan gunakan pemutih, dan setrika dengan suhu sedang dari sisi dalam.',
  ],
  combed24: [
    'Bahan katun combed 24s yang lebih tebal dan padat, tidak menerawang, dan tetap nyaman sepanjang hari.',
    'Cuci terpisah pada pencucian pertama dan hindari mesin pengering agar ukuran tetap stabil.',
  ],
  heavy: [
    'Menggunakan katun heavyweight 220 gsm yang kokoh dengan jatuh bahan yang pas untuk gaya oversize.',
    'Balik kaos sebelum dicuci, gunakan air dingin, dan jemur di tempat teduh agar warnanya awet.',
  ],
  pique: [
    'Bahan katun pique bertekstur halus dan berpori sehingga sirkulasi udara lancar dan tidak mudah kusut.',
    'Cuci dengan air dingin bersama warna senada dan setrika suhu sedang tanpa mengenai kancing.',
  ],
  dryfit: [
    'Terbuat dari polyester dry-fit yang cepat kering, ringan, dan elastis mengikuti gerak tubuh.',
    'Cuci dengan air dingin tanpa pelembut pakaian dan jangan disetrika dengan suhu tinggi.',
  ],
  oxford: [
    'Kain katun oxford yang tebal namun tetap bernapas, dengan tekstur anyaman khas yang terlihat rapi.',
    'Cuci dengan air maksimal 40°C dan setrika selagi sedikit lembap untuk hasil paling rapi.',
  ],
  poplin: [
    'Katun poplin stretch yang halus, ringan, dan tidak mudah kusut sehingga tetap rapi dari pagi hingga sore.',
    'Cuci dengan air dingin dan segera gantung setelah dicuci agar mudah disetrika.',
  ],
  linen: [
    'Campuran linen dan katun yang sejuk, ringan, dan bertekstur alami, makin nyaman setiap kali dipakai.',
    'Cuci dengan tangan atau mode lembut lalu angin-anginkan; sedikit kusut adalah karakter alami linen.',
  ],
  flanel: [
    'Flanel katun yang lembut dan hangat dengan motif kotak yang ditenun, bukan dicetak.',
    'Cuci dengan air dingin memakai mode lembut dan hindari pemutih agar motif tetap tajam.',
  ],
  batik: [
    'Kain katun primisima dengan motif batik cap yang dikerjakan perajin di Pekalongan.',
    'Cuci dengan tangan memakai sampo atau lerak, jangan diperas terlalu kuat, dan jemur terbalik di tempat teduh.',
  ],
  denim: [
    'Denim katun 12 oz dengan sedikit elastan sehingga kokoh namun tetap lentur saat bergerak.',
    'Balik sebelum dicuci, gunakan air dingin, dan jangan terlalu sering dicuci agar warna denim awet.',
  ],
  twill: [
    'Bahan katun twill yang kuat dan tidak mudah kusut, dengan sedikit stretch untuk kenyamanan.',
    'Cuci dengan air dingin, hindari pemutih, dan setrika dengan suhu sedang.',
  ],
  terry: [
    'Katun french terry yang lembut, tebal sedang, dan menyerap keringat.',
    'Cuci dengan air dingin dan jemur terbalik agar warna tidak cepat pudar.',
  ],
  fleece: [
    'Bahan fleece katun dengan bagian dalam berbulu halus yang hangat tetapi tidak gerah.',
    'Cuci dalam keadaan terbalik dengan air dingin dan jangan gunakan mesin pengering agar tidak berbulu.',
  ],
  taslan: [
    'Bahan taslan ringan dengan lapisan water repellent dan furing jaring yang adem.',
    'Cuci dengan tangan memakai air dingin dan jangan menyetrika langsung bahan bagian luar.',
  ],
  knit: [
    'Rajutan katun-akrilik yang lembut dan hangat dengan rib rapat di kerah, manset, dan ujung bawah.',
    'Cuci dengan tangan dan keringkan dalam posisi mendatar agar rajutan tidak melar.',
  ],
  corduroy: [
    'Korduroi katun berusuk halus yang hangat dan memberi tekstur klasik pada penampilan.',
    'Cuci terbalik dengan air dingin dan setrika dari sisi dalam agar rusuk kain tidak rebah.',
  ],
  canvas: [
    'Kanvas katun yang tebal dan kokoh dengan furing dalam yang nyaman.',
    'Cuci dengan air dingin dan jangan direndam terlalu lama.',
  ],
  melton: [
    'Badan dari bahan melton wol yang tebal dan hangat, dipadukan rib rajut bergaris di kerah dan ujung lengan.',
    'Sebaiknya dry clean; bila dicuci sendiri gunakan tangan dan air dingin.',
  ],
  leather: [
    'Kulit sintetis berkualitas dengan furing satin yang halus dan tidak panas.',
    'Cukup dilap dengan kain lembap dan simpan memakai hanger agar bentuk bahu terjaga.',
  ],
  rayon: [
    'Rayon premium yang jatuh, dingin di kulit, dan tidak menerawang.',
    'Cuci dengan tangan memakai air dingin, jangan diperas, dan setrika dengan suhu rendah.',
  ],
  crinkle: [
    'Bahan crinkle airflow yang ringan, cepat kering, dan tidak perlu disetrika.',
    'Cuci dengan air dingin di dalam laundry bag lalu cukup diangin-anginkan.',
  ],
  satin: [
    'Satin silky yang berkilau lembut, jatuh, dan nyaman dipakai seharian di kantor.',
    'Cuci dengan tangan, jangan diperas, dan setrika dengan suhu rendah dari sisi dalam.',
  ],
  crepe: [
    'Bahan moscrepe yang jatuh, tidak menerawang, dan tidak mudah kusut.',
    'Cuci dengan air dingin memakai mode lembut dan setrika dengan suhu rendah.',
  ],
  wool: [
    'Bahan wool peach yang jatuh, halus, dan tidak mudah kusut.',
    'Sebaiknya dry clean atau cuci lembut dengan tangan; setrika dengan alas kain.',
  ],
} as const satisfies Record<string, readonly [string, string]>;

export type SizeSet = 'S-XXL' | 'S-XL' | 'M-XXL' | 'pinggang' | 'pinggang-wanita';
export const SIZE_SETS: Record<SizeSet, readonly string[]> = {
  'S-XXL': ['S', 'M', 'L', 'XL', 'XXL'],
  'S-XL': ['S', 'M', 'L', 'XL'],
  'M-XXL': ['M', 'L', 'XL', 'XXL'],
  pinggang: ['28', '30', '32', '34', '36'],
  'pinggang-wanita': ['28', '30', '32', '34'],
};

export interface DemoProduct {
  name: string;
  /** Whole rupiah. */
  price: number;
  categories: readonly CategoryName[];
  /** The first colour is the one in the product photo. */
  colors: readonly ColorName[];
  sizes: SizeSet;
  soldCount: number;
  description: string;
  look: Look;
  accent?: ColorName;
}

type Row = [
  name: string,
  priceK: number,
  cats: CategoryName[],
  colors: ColorName[],
  sizes: SizeSet,
  sold: number,
  material: keyof typeof MATERIALS,
  look: Look,
  intro: string,
  accent?: ColorName,
];

const P = 'Pria';
const W = 'Wanita';
const JH = 'Jaket & Hoodie';
const CP = 'Celana Panjang';
const CD = 'Celana Pendek';

// prettier-ignore
const ROWS: Row[] = [
  ['Kaos Polos Basic Cotton Combed 30s', 79, [P, 'Kaos'], ['Hitam', 'Putih', 'Navy', 'Abu-abu'], 'S-XXL', 1480, 'combed30', { shape: 'tee' }, 'Kaos polos andalan dengan potongan regular fit yang pas di badan, cocok dipakai harian maupun sebagai dalaman kemeja.'],
  ['Kaos Oversize Heavyweight', 139, [P, 'Kaos'], ['Krem', 'Hitam', 'Abu-abu'], 'M-XXL', 1355, 'heavy', { shape: 'teeOversize' }, 'Kaos berpotongan oversize dengan bahu turun dan lengan lebih panjang untuk gaya streetwear yang santai.'],
  ['Kaos Polo Pique Classic', 159, [P, 'Kaos'], ['Navy', 'Putih', 'Maroon'], 'S-XXL', 995, 'pique', { shape: 'tee', details: ['polo'] }, 'Polo klasik dengan kerah rajut dan dua kancing, rapi untuk ke kantor di hari Jumat maupun hangout akhir pekan.'],
  ['Kaos Garis Pelaut Lengan Panjang', 129, [P, 'Kaos'], ['Putih', 'Navy'], 'S-XL', 410, 'combed24', { shape: 'teeLong', pattern: 'stripe' }, 'Kaos lengan panjang bermotif garis ala pelaut dengan potongan regular yang tidak ketat.'],
  ['Kaos Henley Kancing Tiga', 129, [P, 'Kaos'], ['Hijau Army', 'Krem', 'Hitam'], 'S-XL', 260, 'combed24', { shape: 'tee', details: ['henley'] }, 'Kaos henley dengan plaket tiga kancing yang memberi sentuhan rapi tanpa kehilangan kesan santai.'],
  ['Kaos Grafis Nusantara', 149, [P, 'Kaos'], ['Hitam', 'Putih'], 'S-XXL', 860, 'combed24', { shape: 'tee', details: ['print'], print: 'NUSANTARA' }, 'Kaos grafis bertema gunung dan laut Nusantara, dicetak dengan sablon plastisol yang awet dan tidak mudah retak.'],
  ['Kaos Saku Dada', 99, [P, 'Kaos'], ['Abu-abu', 'Hijau Army', 'Navy', 'Cokelat'], 'S-XL', 540, 'combed30', { shape: 'tee', details: ['pocket'] }, 'Kaos regular fit dengan saku tempel di dada kiri untuk tampilan kasual yang tidak membosankan.'],
  ['Polo Rajut Retro', 229, [P, 'Kaos'], ['Krem', 'Cokelat', 'Hitam'], 'S-XL', 190, 'knit', { shape: 'tee', details: ['polo'] }, 'Polo rajut bergaya retro dengan kerah lebar dan potongan sedikit longgar di badan.'],
  ['Kaos Olahraga Dry-Fit Lengan Panjang', 109, [P, 'Kaos'], ['Merah', 'Hitam', 'Biru Muda'], 'S-XXL', 720, 'dryfit', { shape: 'teeLong' }, 'Kaos olahraga lengan panjang berpotongan athletic fit, nyaman untuk lari pagi, futsal, atau gym.'],
  ['Kaos Grafis Ombak Selatan', 149, [P, 'Kaos'], ['Biru Muda', 'Putih'], 'S-XL', 330, 'combed24', { shape: 'tee', details: ['print'], print: 'OMBAK SELATAN' }, 'Kaos grafis terinspirasi ombak pantai selatan Jawa, dengan sablon water-based yang lembut di kulit.'],
  ['Kaos V-Neck Slim Fit', 89, [P, 'Kaos'], ['Abu-abu', 'Putih', 'Hitam'], 'S-XL', 450, 'combed30', { shape: 'tee', details: ['v'] }, 'Kaos kerah V berpotongan slim fit yang membentuk badan dengan rapi tanpa terasa sesak.'],
  ['Kemeja Oxford Lengan Panjang', 249, [P, 'Kemeja'], ['Biru Muda', 'Putih', 'Navy'], 'S-XXL', 1190, 'oxford', { shape: 'shirt', details: ['placket', 'pocket'] }, 'Kemeja oxford dengan kerah button-down dan saku dada, pilihan aman untuk kerja maupun acara semi-formal.'],
  ['Kemeja Flanel Kotak-Kotak', 219, [P, 'Kemeja'], ['Merah', 'Hijau Army', 'Navy'], 'S-XXL', 1060, 'flanel', { shape: 'shirt', details: ['placket', 'pocket'], pattern: 'check' }, 'Kemeja flanel bermotif kotak dengan potongan regular fit, enak dipakai sendiri atau sebagai outer.'],
  ['Kemeja Linen Lengan Pendek', 239, [P, 'Kemeja'], ['Krem', 'Putih', 'Biru Muda'], 'S-XL', 640, 'linen', { shape: 'shirtShort', details: ['placket'] }, 'Kemeja lengan pendek berpotongan relaxed fit yang pas untuk liburan ke pantai atau makan siang santai.'],
  ['Kemeja Batik Parang Modern', 289, [P, 'Kemeja'], ['Cokelat', 'Navy', 'Maroon'], 'M-XXL', 1010, 'batik', { shape: 'shirtShort', details: ['placket'], pattern: 'batik' }, 'Kemeja batik bermotif parang dengan potongan slim modern, siap untuk kondangan maupun hari batik di kantor.'],
  ['Kemeja Denim Washed', 279, [P, 'Kemeja'], ['Biru Muda', 'Navy'], 'S-XL', 380, 'denim', { shape: 'shirt', details: ['placket', 'chestPockets'] }, 'Kemeja denim dengan efek washed dan dua saku dada berpenutup, bisa dipakai terkancing atau sebagai jaket ringan.'],
  ['Kemeja Kerja Slim Fit', 199, [P, 'Kemeja'], ['Putih', 'Biru Muda', 'Abu-abu', 'Hitam'], 'S-XXL', 820, 'poplin', { shape: 'shirt', details: ['placket'] }, 'Kemeja kerja berpotongan slim fit dengan kerah yang tetap tegak walau dipakai tanpa dasi.'],
  ['Kemeja Koko Modern Kerah Shanghai', 229, [P, 'Kemeja'], ['Putih', 'Krem', 'Hijau Army'], 'M-XXL', 560, 'poplin', { shape: 'shirt', details: ['mandarin', 'placket', 'pocket'] }, 'Kemeja koko berkerah shanghai dengan potongan modern, nyaman untuk ibadah, silaturahmi, maupun acara keluarga.'],
  ['Kemeja Corduroy Overshirt', 299, [P, 'Kemeja'], ['Cokelat', 'Krem', 'Hijau Army'], 'S-XL', 150, 'corduroy', { shape: 'shirt', details: ['placket', 'chestPockets'] }, 'Overshirt korduroi berpotongan boxy yang bisa dilapis di atas kaos saat cuaca sedang sejuk.'],
  ['Kemeja Motif Tropis Lengan Pendek', 189, [P, 'Kemeja'], ['Navy', 'Hitam', 'Hijau Army'], 'S-XL', 270, 'rayon', { shape: 'shirtShort', details: ['placket'], pattern: 'tropic' }, 'Kemeja bermotif daun tropis dengan kerah terbuka, teman terbaik untuk liburan ke Bali atau Lombok.'],
  ['Celana Chino Slim Fit', 229, [P, CP], ['Krem', 'Hitam', 'Navy', 'Abu-abu'], 'pinggang', 1290, 'twill', { shape: 'trousers', details: ['crease'] }, 'Celana chino slim fit dengan potongan kaki mengecil yang rapi untuk ke kantor maupun nongkrong.'],
  ['Celana Jeans Slim Fit Stretch', 299, [P, CP], ['Biru Muda', 'Navy', 'Hitam'], 'pinggang', 1150, 'denim', { shape: 'trousers', details: ['denim'] }, 'Jeans slim fit lima saku dengan efek pudar alami di bagian paha, tetap nyaman dipakai duduk lama.'],
  ['Celana Jogger Fleece', 179, [P, CP], ['Abu-abu', 'Hitam', 'Hijau Army'], 'S-XXL', 880, 'fleece', { shape: 'jogger', details: ['elastic', 'cuffs'] }, 'Celana jogger dengan pinggang karet bertali dan manset rib di ujung kaki, santai untuk di rumah maupun jalan pagi.'],
  ['Celana Cargo Taktikal', 259, [P, CP], ['Hijau Army', 'Hitam', 'Krem'], 'pinggang', 610, 'twill', { shape: 'trousers', details: ['cargo'] }, 'Celana cargo dengan dua saku samping berpenutup yang muat ponsel dan dompet, cocok untuk aktivitas luar ruang.'],
  ['Celana Bahan Formal Slim', 249, [P, CP], ['Hitam', 'Abu-abu', 'Navy'], 'pinggang', 470, 'wool', { shape: 'trousers', details: ['crease'] }, 'Celana bahan formal berpotongan slim dengan lipit setrika di depan, serasi dipadukan dengan kemeja kerja.'],
  ['Celana Korduroi Straight Fit', 279, [P, CP], ['Cokelat', 'Krem'], 'pinggang', 120, 'corduroy', { shape: 'trousers' }, 'Celana korduroi berpotongan straight fit yang memberi kesan vintage tanpa terlihat kuno.'],
  ['Celana Jeans Regular Fit', 279, [P, CP], ['Navy', 'Hitam'], 'pinggang', 350, 'denim', { shape: 'trousers', details: ['denim'] }, 'Jeans berpotongan regular fit yang lega di paha dan lutut untuk kenyamanan seharian.'],
  ['Celana Pendek Chino', 149, [P, CD], ['Krem', 'Navy', 'Hijau Army', 'Hitam'], 'pinggang', 870, 'twill', { shape: 'shorts' }, 'Celana pendek chino sepanjang atas lutut dengan ujung kaki yang bisa dilipat untuk gaya yang lebih santai.'],
  ['Boardshort Pantai Quick Dry', 129, [P, CD], ['Biru Muda', 'Merah', 'Navy'], 'S-XL', 300, 'dryfit', { shape: 'shorts', details: ['elastic'], pattern: 'tropic' }, 'Boardshort bermotif tropis dengan pinggang karet bertali, siap untuk berenang maupun bersantai di pantai.'],
  ['Celana Pendek Jogger Katun', 119, [P, CD], ['Abu-abu', 'Hitam', 'Navy'], 'S-XXL', 690, 'terry', { shape: 'shorts', details: ['elastic'] }, 'Celana pendek jogger dengan pinggang karet dan tali serut, favorit untuk olahraga ringan dan di rumah.'],
  ['Celana Pendek Cargo', 169, [P, CD], ['Hijau Army', 'Krem', 'Cokelat'], 'pinggang', 420, 'twill', { shape: 'shorts', details: ['cargo'] }, 'Celana pendek cargo dengan saku samping berpenutup, praktis untuk traveling dan naik gunung.'],
  ['Celana Pendek Denim', 179, [P, CD], ['Biru Muda', 'Navy'], 'pinggang', 210, 'denim', { shape: 'shorts', details: ['denim'] }, 'Celana pendek denim lima saku dengan jahitan kontras, mudah dipadukan dengan kaos apa saja.'],
  ['Celana Pendek Olahraga Dry-Fit', 99, [P, CD], ['Hitam', 'Navy', 'Merah'], 'S-XL', 510, 'dryfit', { shape: 'shorts', details: ['elastic'] }, 'Celana pendek olahraga yang ringan dengan celana dalam jaring, cocok untuk lari dan latihan di gym.'],
  ['Hoodie Polos Fleece', 249, [P, JH], ['Abu-abu', 'Hitam', 'Navy', 'Maroon'], 'S-XXL', 1245, 'fleece', { shape: 'jacket', details: ['hood', 'kangaroo', 'rib'] }, 'Hoodie polos dengan saku kanguru dan tudung bertali, teman setia saat hujan maupun di ruangan ber-AC.'],
  ['Hoodie Zipper Basic', 269, [P, JH], ['Hitam', 'Abu-abu', 'Hijau Army'], 'S-XXL', 760, 'fleece', { shape: 'jacket', details: ['hood', 'zip', 'rib', 'welt'] }, 'Hoodie ritsleting penuh dengan dua saku samping, mudah dibuka-tutup saat naik motor atau berpindah ruangan.'],
  ['Jaket Bomber Parasut', 329, [P, JH], ['Hijau Army', 'Hitam', 'Navy'], 'M-XXL', 690, 'taslan', { shape: 'jacket', details: ['zip', 'rib'] }, 'Jaket bomber klasik dengan rib di kerah, manset, dan ujung bawah, ringan untuk dipakai berkendara.'],
  ['Jaket Denim Trucker', 389, [P, JH], ['Biru Muda', 'Navy', 'Hitam'], 'S-XL', 580, 'denim', { shape: 'jacket', details: ['collar', 'buttons', 'chestPockets'] }, 'Jaket denim model trucker dengan dua saku dada berpenutup dan kancing logam, tidak pernah ketinggalan zaman.'],
  ['Jaket Windbreaker Anti Air', 299, [P, JH], ['Merah', 'Navy', 'Hitam'], 'S-XXL', 440, 'taslan', { shape: 'jacket', details: ['hood', 'zip', 'welt'] }, 'Windbreaker bertudung dengan ritsleting penuh yang menahan angin dan gerimis, mudah dilipat ke dalam tas.'],
  ['Jaket Coach Kanvas', 349, [P, JH], ['Krem', 'Hitam'], 'S-XL', 160, 'canvas', { shape: 'jacket', details: ['collar', 'buttons', 'welt'] }, 'Jaket coach berkancing jepret dengan kerah lebar dan potongan sedikit boxy.'],
  ['Sweater Crewneck Rajut', 229, [P, JH], ['Maroon', 'Krem', 'Abu-abu'], 'S-XL', 370, 'knit', { shape: 'jacket', details: ['rib'] }, 'Sweater rajut berleher bulat yang hangat tanpa terasa berat, pas untuk perjalanan ke dataran tinggi.'],
  ['Jaket Varsity Wol', 459, [P, JH], ['Navy', 'Maroon'], 'M-XXL', 0, 'melton', { shape: 'jacket', details: ['rib', 'buttons', 'varsity'] }, 'Jaket varsity bergaya kampus dengan lengan kontras dan emblem huruf G di dada.', 'Krem'],
  ['Jaket Kulit Sintetis', 599, [P, JH], ['Hitam', 'Cokelat'], 'M-XXL', 75, 'leather', { shape: 'jacket', details: ['collar', 'zip', 'welt'] }, 'Jaket kulit sintetis berkerah dengan ritsleting depan dan potongan pas badan yang maskulin.'],
  ['Kaos Wanita Basic Fit', 79, [W, 'Kaos'], ['Putih', 'Hitam', 'Krem', 'Maroon'], 'S-XL', 1410, 'combed30', { shape: 'teeFitted' }, 'Kaos wanita berpotongan fitted yang mengikuti lekuk tubuh dengan leher bulat sedikit lebar.'],
  ['Kaos Crop Top Wanita', 89, [W, 'Kaos'], ['Biru Muda', 'Putih', 'Hitam'], 'S-XL', 650, 'combed30', { shape: 'teeCrop' }, 'Kaos crop sepanjang pinggang yang serasi dipadukan dengan celana high waist atau rok.'],
  ['Kaos Oversize Wanita Grafis Senja', 129, [W, 'Kaos'], ['Krem', 'Putih'], 'S-XL', 480, 'combed24', { shape: 'teeOversize', details: ['print'], print: 'SENJA' }, 'Kaos oversize bergrafis senja di pantai dengan potongan longgar yang nyaman untuk aktivitas santai.'],
  ['Kaos Lengan Panjang Wanita', 109, [W, 'Kaos'], ['Maroon', 'Hitam', 'Krem'], 'S-XL', 300, 'combed30', { shape: 'teeLong' }, 'Kaos lengan panjang yang pas dipakai sendiri maupun sebagai dalaman blazer atau cardigan.'],
  ['Kemeja Wanita Oversize Linen', 219, [W, 'Kemeja'], ['Putih', 'Krem', 'Biru Muda'], 'S-XL', 720, 'linen', { shape: 'shirt', details: ['placket', 'pocket'] }, 'Kemeja oversize berbahan linen yang bisa dikancing rapi, diikat di pinggang, atau dipakai terbuka sebagai outer.'],
  ['Kemeja Satin Wanita', 199, [W, 'Kemeja'], ['Krem', 'Maroon', 'Hitam'], 'S-XL', 540, 'satin', { shape: 'shirt', details: ['placket'] }, 'Kemeja satin berpotongan regular dengan kilau lembut yang membuat penampilan kerja terlihat elegan.'],
  ['Blouse Rayon Lengan Balon', 169, [W], ['Krem', 'Hijau Army', 'Maroon'], 'S-XL', 1030, 'rayon', { shape: 'blouse', details: ['puff'] }, 'Blouse dengan lengan balon yang dikerut di ujung dan leher bulat, manis dipadukan dengan kulot atau rok plisket.'],
  ['Blouse Kerah V Kancing Depan', 149, [W], ['Merah', 'Putih', 'Hitam'], 'S-XL', 340, 'rayon', { shape: 'blouse', details: ['v', 'placket'] }, 'Blouse berkerah V dengan kancing depan yang ramah menyusui dan potongan longgar di pinggang.'],
  ['Tunik Muslimah Crinkle', 189, [W], ['Hijau Army', 'Cokelat', 'Navy', 'Maroon'], 'S-XXL', 870, 'crinkle', { shape: 'tunic', details: ['placket'] }, 'Tunik panjang menutup pinggul dengan kancing depan dan lengan panjang, nyaman untuk kerja maupun kajian.'],
  ['Kemeja Flanel Wanita', 199, [W, 'Kemeja'], ['Navy', 'Merah'], 'S-XL', 260, 'flanel', { shape: 'shirt', details: ['placket', 'pocket'], pattern: 'check' }, 'Kemeja flanel wanita berpotongan boyfriend yang sedikit longgar, cocok sebagai outer di atas kaos.'],
  ['Blouse Peplum Kantor', 179, [W], ['Navy', 'Putih', 'Maroon'], 'S-XL', 220, 'satin', { shape: 'peplum' }, 'Blouse peplum dengan potongan mengembang di pinggang yang memberi siluet feminin untuk ke kantor.'],
  ['Dress Midi A-Line', 279, [W], ['Maroon', 'Hitam', 'Hijau Army'], 'S-XL', 840, 'crepe', { shape: 'dress', details: ['belt'] }, 'Dress midi berpotongan A-line dengan tali pinggang yang bisa diatur, cocok untuk acara siang maupun malam.'],
  ['Gamis Rayon Polos', 259, [W], ['Navy', 'Cokelat', 'Hitam', 'Maroon'], 'S-XXL', 760, 'rayon', { shape: 'gamis', details: ['placket'] }, 'Gamis polos berlengan panjang dengan kancing depan yang ramah menyusui dan rok lebar yang leluasa.'],
  ['Dress Kemeja Denim', 319, [W], ['Biru Muda', 'Navy'], 'S-XL', 230, 'denim', { shape: 'dress', details: ['collar', 'placket', 'belt'] }, 'Dress kemeja denim selutut dengan kancing penuh dan tali pinggang, praktis untuk gaya kasual yang rapi.'],
  ['Dress Batik Kombinasi', 299, [W], ['Maroon', 'Cokelat'], 'S-XL', 410, 'batik', { shape: 'dress', details: ['belt'], pattern: 'batik' }, 'Dress batik berpotongan A-line dengan tali pinggang, anggun untuk kondangan maupun hari batik.'],
  ['Dress Linen Tali Pinggang', 269, [W], ['Krem', 'Putih', 'Hijau Army'], 'S-XL', 0, 'linen', { shape: 'dress', details: ['v', 'belt'] }, 'Dress linen berkerah V dengan tali pinggang, ringan dan sejuk untuk liburan di daerah tropis.'],
  ['Celana Kulot Wanita', 179, [W, CP], ['Krem', 'Hitam', 'Cokelat', 'Navy'], 'pinggang-wanita', 1105, 'crepe', { shape: 'wide' }, 'Celana kulot berpotongan lebar dengan pinggang tinggi yang membuat kaki terlihat lebih jenjang.'],
  ['Celana Jeans Wanita High Waist', 289, [W, CP], ['Biru Muda', 'Hitam', 'Navy'], 'pinggang-wanita', 620, 'denim', { shape: 'trousers', details: ['denim'] }, 'Jeans wanita high waist berpotongan straight yang membentuk pinggang dan nyaman untuk aktivitas seharian.'],
  ['Celana Palazzo Rayon', 189, [W, CP], ['Hitam', 'Krem', 'Maroon'], 'S-XL', 330, 'rayon', { shape: 'wide', details: ['elastic'] }, 'Celana palazzo berkaki sangat lebar dengan pinggang karet, jatuh dan melambai saat melangkah.'],
  ['Celana Pendek Wanita Linen', 139, [W, CD], ['Krem', 'Putih', 'Hijau Army'], 'pinggang-wanita', 240, 'linen', { shape: 'shorts', details: ['elastic'] }, 'Celana pendek linen dengan pinggang karet di bagian belakang, santai untuk jalan-jalan di akhir pekan.'],
  ['Celana Jogger Wanita', 169, [W, CP], ['Abu-abu', 'Hitam', 'Maroon'], 'S-XL', 370, 'terry', { shape: 'jogger', details: ['elastic', 'cuffs'] }, 'Jogger wanita berpotongan ramping dengan manset rib, nyaman untuk olahraga ringan maupun bersantai.'],
  ['Hoodie Oversize Wanita', 229, [W, JH], ['Krem', 'Abu-abu', 'Maroon'], 'S-XL', 580, 'fleece', { shape: 'jacket', details: ['hood', 'kangaroo', 'rib'] }, 'Hoodie berpotongan oversize dengan saku kanguru dan tudung lebar untuk gaya santai yang tetap manis.'],
  ['Cardigan Rajut Wanita', 199, [W, JH], ['Krem', 'Cokelat', 'Hitam', 'Maroon'], 'S-XL', 850, 'knit', { shape: 'jacket', details: ['v', 'buttons', 'rib'] }, 'Cardigan rajut berkerah V dengan kancing depan, mudah dilapis di atas kaos, blouse, maupun dress.'],
  ['Jaket Jeans Wanita', 349, [W, JH], ['Biru Muda', 'Hitam'], 'S-XL', 310, 'denim', { shape: 'jacket', details: ['collar', 'buttons', 'chestPockets'] }, 'Jaket jeans wanita dengan potongan sedikit pendek dan dua saku dada, pas dipadukan dengan dress maupun kulot.'],
  ['Blazer Wanita Oversize', 399, [W, JH], ['Krem', 'Hitam', 'Navy'], 'S-XL', 38, 'wool', { shape: 'jacket', details: ['lapel', 'welt'] }, 'Blazer oversize berkerah notch dengan dua kancing yang membuat tampilan kerja terlihat modern.'],
];

export const PRODUCTS: readonly DemoProduct[] = ROWS.map(
  ([name, priceK, categories, colors, sizes, soldCount, material, look, intro, accent]) => ({
    name,
    price: priceK * 1000,
    categories,
    colors,
    sizes,
    soldCount,
    description: `${intro} ${MATERIALS[material][0]} ${MATERIALS[material][1]}`,
    look,
    ...(accent ? { accent } : {}),
  }),
);
