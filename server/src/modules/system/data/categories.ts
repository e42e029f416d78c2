/**
 * The platform's goods category tree for agriculture and poultry: three levels.
 * Codes are stable (they are the ids goods refer to): 2 digits per level.
 */
export type CatDef = readonly [code: string, zh: string, en: string, children?: readonly CatDef[]];

const leaves = (prefix: string, items: readonly (readonly [string, string])[]): CatDef[] =>
  items.map(([zh, en], i) => [`${prefix}${String(i + 1).padStart(2, "0")}`, zh, en]);

export const categoryTree: readonly CatDef[] = [
  ["01", "禽苗种禽", "Chicks & breeding stock", [
    ["0101", "蛋鸡苗", "Layer chicks", leaves("0101", [["褐壳蛋鸡苗", "Brown-egg layer chicks"], ["粉壳蛋鸡苗", "Tinted-egg layer chicks"], ["白壳蛋鸡苗", "White-egg layer chicks"], ["育成青年鸡", "Pullets"]])],
    ["0102", "肉鸡苗", "Broiler chicks", leaves("0102", [["白羽肉鸡苗", "White-feather broiler chicks"], ["黄羽肉鸡苗", "Yellow-feather broiler chicks"], ["817肉杂鸡苗", "817 crossbred chicks"]])],
    ["0103", "水禽苗", "Waterfowl", leaves("0103", [["鸭苗", "Ducklings"], ["鹅苗", "Goslings"]])],
    ["0104", "种禽", "Breeders", leaves("0104", [["父母代种鸡", "Parent-stock chickens"], ["祖代种鸡", "Grandparent-stock chickens"], ["种鸭种鹅", "Breeder ducks & geese"]])],
  ]],
  ["02", "禽蛋", "Eggs", [
    ["0201", "鲜鸡蛋", "Fresh hen eggs", leaves("0201", [["红壳鸡蛋", "Brown eggs"], ["粉壳鸡蛋", "Tinted eggs"], ["土鸡蛋", "Free-range eggs"]])],
    ["0202", "鸭蛋鹅蛋", "Duck & goose eggs", leaves("0202", [["鲜鸭蛋", "Fresh duck eggs"], ["咸鸭蛋", "Salted duck eggs"], ["鹅蛋", "Goose eggs"]])],
    ["0203", "特种禽蛋", "Speciality eggs", leaves("0203", [["鹌鹑蛋", "Quail eggs"], ["鸽子蛋", "Pigeon eggs"]])],
    ["0204", "蛋制品", "Egg products", leaves("0204", [["皮蛋", "Century eggs"], ["液蛋蛋粉", "Liquid & powdered egg"]])],
  ]],
  ["03", "禽肉", "Poultry meat", [
    ["0301", "鸡肉", "Chicken", leaves("0301", [["白条鸡", "Whole dressed chicken"], ["分割鸡肉", "Chicken cuts"], ["鸡副产品", "Chicken by-products"]])],
    ["0302", "鸭肉", "Duck", leaves("0302", [["白条鸭", "Whole dressed duck"], ["分割鸭肉", "Duck cuts"]])],
    ["0303", "鹅肉", "Goose", leaves("0303", [["白条鹅", "Whole dressed goose"], ["分割鹅肉", "Goose cuts"]])],
    ["0304", "活禽", "Live poultry", leaves("0304", [["出栏肉鸡", "Market broilers"], ["淘汰蛋鸡", "Spent hens"], ["活鸭活鹅", "Live ducks & geese"]])],
  ]],
  ["04", "饲料", "Feed", [
    ["0401", "配合饲料", "Complete feed", leaves("0401", [["蛋鸡配合料", "Layer feed"], ["肉鸡配合料", "Broiler feed"], ["鸭鹅配合料", "Waterfowl feed"]])],
    ["0402", "浓缩料预混料", "Concentrates & premixes", leaves("0402", [["浓缩饲料", "Concentrates"], ["预混合饲料", "Premixes"]])],
    ["0403", "饲料原料", "Feed ingredients", leaves("0403", [["玉米", "Corn"], ["豆粕", "Soybean meal"], ["麸皮", "Wheat bran"], ["鱼粉", "Fish meal"]])],
    ["0404", "饲料添加剂", "Feed additives", leaves("0404", [["维生素", "Vitamins"], ["酶制剂", "Enzymes"], ["微生态制剂", "Probiotics"]])],
  ]],
  ["05", "兽药", "Veterinary drugs", [
    ["0501", "抗菌药", "Antibacterials", leaves("0501", [["抗生素", "Antibiotics"], ["磺胺类", "Sulfonamides"]])],
    ["0502", "抗寄生虫药", "Antiparasitics", leaves("0502", [["抗球虫药", "Anticoccidials"], ["驱虫药", "Dewormers"]])],
    ["0503", "中兽药", "Traditional Chinese vet medicine", leaves("0503", [["散剂", "Powders"], ["口服液", "Oral solutions"]])],
    ["0504", "消毒剂", "Disinfectants", leaves("0504", [["环境消毒剂", "Premises disinfectants"], ["饮水消毒剂", "Water disinfectants"]])],
  ]],
  ["06", "疫苗", "Vaccines", [
    ["0601", "禽用活疫苗", "Live poultry vaccines", leaves("0601", [["新城疫活疫苗", "Newcastle disease, live"], ["传支活疫苗", "Infectious bronchitis, live"], ["法氏囊活疫苗", "IBD (Gumboro), live"], ["马立克疫苗", "Marek's disease"]])],
    ["0602", "禽用灭活疫苗", "Inactivated poultry vaccines", leaves("0602", [["禽流感灭活疫苗", "Avian influenza, inactivated"], ["新支流多联苗", "ND-IB-AI combined"], ["减蛋综合征疫苗", "Egg drop syndrome"]])],
    ["0603", "免疫器械", "Vaccination equipment", leaves("0603", [["连续注射器", "Automatic syringes"], ["滴鼻点眼器", "Eye-drop applicators"]])],
  ]],
  ["07", "养殖设备", "Poultry equipment", [
    ["0701", "笼具", "Cages", leaves("0701", [["蛋鸡笼", "Layer cages"], ["肉鸡笼", "Broiler cages"], ["育雏笼", "Brooding cages"]])],
    ["0702", "喂料饮水", "Feeding & drinking", leaves("0702", [["自动料线", "Feed lines"], ["乳头饮水器", "Nipple drinkers"], ["料塔", "Feed silos"]])],
    ["0703", "环境控制", "Climate control", leaves("0703", [["风机", "Fans"], ["湿帘", "Cooling pads"], ["加热设备", "Heaters"], ["环控器", "Climate controllers"]])],
    ["0704", "孵化设备", "Hatchery equipment", leaves("0704", [["孵化机", "Setters"], ["出雏机", "Hatchers"]])],
    ["0705", "清粪与集蛋", "Manure & egg collection", leaves("0705", [["清粪机", "Manure scrapers"], ["集蛋机", "Egg collectors"]])],
  ]],
  ["08", "种子种苗", "Seeds & seedlings", [
    ["0801", "粮食作物种子", "Grain seeds", leaves("0801", [["玉米种子", "Corn seed"], ["小麦种子", "Wheat seed"], ["水稻种子", "Rice seed"]])],
    ["0802", "蔬菜种子", "Vegetable seeds", leaves("0802", [["叶菜种子", "Leafy vegetable seed"], ["瓜果种子", "Melon & fruit-vegetable seed"]])],
    ["0803", "牧草种子", "Forage seeds", leaves("0803", [["苜蓿", "Alfalfa"], ["黑麦草", "Ryegrass"]])],
  ]],
  ["09", "肥料", "Fertiliser", [
    ["0901", "有机肥", "Organic fertiliser", leaves("0901", [["商品有机肥", "Commercial organic fertiliser"], ["禽粪有机肥", "Poultry-manure compost"]])],
    ["0902", "化肥", "Chemical fertiliser", leaves("0902", [["氮肥", "Nitrogen"], ["磷肥", "Phosphate"], ["钾肥", "Potash"], ["复合肥", "Compound"]])],
    ["0903", "水溶肥", "Water-soluble fertiliser", leaves("0903", [["大量元素水溶肥", "Macro-nutrient"], ["微量元素水溶肥", "Micro-nutrient"]])],
  ]],
  ["10", "农药", "Crop protection", [
    ["1001", "杀虫剂", "Insecticides", leaves("1001", [["生物杀虫剂", "Biological"], ["化学杀虫剂", "Chemical"]])],
    ["1002", "杀菌剂", "Fungicides", leaves("1002", [["保护性杀菌剂", "Protective"], ["内吸性杀菌剂", "Systemic"]])],
    ["1003", "除草剂", "Herbicides", leaves("1003", [["苗前除草剂", "Pre-emergence"], ["苗后除草剂", "Post-emergence"]])],
  ]],
  ["11", "农产品", "Farm produce", [
    ["1101", "粮食", "Grain", leaves("1101", [["玉米", "Corn"], ["小麦", "Wheat"], ["大豆", "Soybeans"]])],
    ["1102", "蔬菜", "Vegetables", leaves("1102", [["叶菜类", "Leafy greens"], ["根茎类", "Root vegetables"]])],
    ["1103", "水果", "Fruit", leaves("1103", [["苹果", "Apples"], ["梨", "Pears"]])],
  ]],
  ["12", "农机农具", "Machinery & tools", [
    ["1201", "耕种机械", "Tillage & planting", leaves("1201", [["拖拉机", "Tractors"], ["播种机", "Seeders"]])],
    ["1202", "植保机械", "Crop-protection machinery", leaves("1202", [["植保无人机", "Spraying drones"], ["喷雾器", "Sprayers"]])],
    ["1203", "收获机械", "Harvesters", leaves("1203", [["玉米收获机", "Corn harvesters"], ["小麦收割机", "Wheat harvesters"]])],
  ]],
];

export interface CategoryRow {
  id: string;
  parentId: string | null;
  name: string;
  nameEn: string;
  level: number;
  sort: number;
}

export function categoryRows(tree: readonly CatDef[] = categoryTree, parentId: string | null = null, level = 1): CategoryRow[] {
  return tree.flatMap(([id, name, nameEn, children], i) => [
    { id, parentId, name, nameEn, level, sort: (i + 1) * 10 },
    ...categoryRows(children ?? [], id, level + 1),
  ]);
}
