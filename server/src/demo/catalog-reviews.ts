/**
 * Demo review texts, composed from fragments by kind of goods and by rating: what the buyer saw of the
 * goods, of the delivery or the service, and how they close — so reviews read like different people
 * wrote them, and a low rating says what went wrong.
 */

type Pick = <T>(xs: readonly T[]) => T;

/** What buyers say about the goods themselves, by top-level category: [pleased, unhappy]. */
const goodsWords: Record<string, readonly [readonly string[], readonly string[]]> = {
  "01": [
    ["苗子精神，叫声响亮", "到场死亡率不到千分之三", "均匀度好，大小基本一致", "脐带愈合好，没有大肚脐", "开水开食都很顺利", "一周龄成活率很高", "羽毛干净，腿脚有力"],
    ["路上有点热，到场后有几只蔫的", "个头大小不太均匀", "有几只糊肛的", "到场点数少了十来只"],
  ],
  "02": [
    ["蛋新鲜，打开蛋黄挺立", "破损很少，一箱就一两个裂的", "蛋壳颜色均匀，客户很认", "个头匀称，大码名副其实", "蛋黄颜色正，煮出来很香", "蛋托包装规整"],
    ["有几个蛋壳偏薄", "个头不太均匀，大小混装", "这箱破了七八个", "蛋壳上有点脏"],
  ],
  "03": [
    ["冷链到货，肉质新鲜有弹性", "分割规整，出成率高", "冰衣不厚，净重足", "颜色鲜亮，没有异味", "修得干净，不用二次处理", "单冻不粘连，用起来方便"],
    ["冰衣有点厚，称下来差了一些", "个别块头偏小", "箱子有点压瘪", "解冻后出水偏多"],
  ],
  "04": [
    ["料效不错，产蛋率稳住了", "颗粒均匀，鸡爱吃", "换料后采食量正常，没有应激", "料肉比比之前用的低一点", "粉料少，料槽里不剩渣", "气味香，适口性好"],
    ["这批粉末偏多", "颗粒有点硬，小鸡吃得慢", "换料后有两天采食下降", "袋子缝口开了一个"],
  ],
  "05": [
    ["用了三天就见效", "正品，扫码能查到追溯信息", "溶解快，饮水不堵水线", "说明书写得清楚，用量好掌握", "有效期新，生产日期是上个月的"],
    ["效果一般，又换了别的药", "价格比别家略高", "溶解有点慢", "包装盒压坏了"],
  ],
  "06": [
    ["冷链运输，到货温度正常", "免疫后抗体水平合格", "批签发证明随货附上了", "免疫后鸡群很稳定，没有反应", "效价高，抗体均匀度好", "冰袋充足，到货还是凉的"],
    ["到货时冰袋已经化了一半", "抗体上得有点慢", "发货比约定晚了一天"],
  ],
  "07": [
    ["安装师傅很专业，一天装完", "设备运行稳定，噪音小", "用料扎实，镀锌层很厚", "自动化程度高，省了两个人工", "调试耐心，教会了才走"],
    ["说明书不太详细", "有个配件装上去不太合适", "到货比约定晚了几天"],
  ],
  "08": [
    ["出苗整齐，发芽率高", "种子饱满，包衣均匀", "产量比往年高一截", "抗倒伏，收割省事"],
    ["到货晚了两天，差点误了农时", "有一小部分没出苗"],
  ],
  "09": [
    ["肥效持久，作物长势好", "颗粒均匀不结块", "腐熟好，没有臭味", "撒施方便，溶解快"],
    ["袋子有破损，漏了一些", "有点结块，要敲开用"],
  ],
  "10": [
    ["药效好，用后虫子明显少了", "稀释倍数标得清楚", "正品，登记证号可查", "持效期长，省了一遍药"],
    ["味道比较大", "效果一般，还得补打一遍"],
  ],
  "11": [
    ["果形好，甜度高", "分级准确，大小均匀", "新粮，水分合格", "品相好，损耗很少"],
    ["装车慢了点", "有几个磕碰的", "水分比说的高一点"],
  ],
  "12": [
    ["机器好开，省油", "作业效率高，一天能干不少活", "做工扎实，用了一季没毛病", "补贴手续商家帮着办的"],
    ["配件等了一周", "刚开始有点小毛病，来人修好了"],
  ],
};

const serviceGood = ["发货很快", "物流准时，司机直接送到场里", "客服回复及时", "业务员很耐心，提前电话确认", "包装结实", "售后有问题随叫随到", "价格公道", "开票及时"];
const serviceBad = ["客服回复有点慢", "物流多走了两天", "送货前没打电话", "开票拖了几天"];
const closeGood = ["下次还来买。", "已经是第三次合作了。", "推荐给了隔壁养殖户。", "值得信赖。", "会长期合作。", "总体很满意。", ""];
const closeMid = ["总体还行。", "希望下次改进。", "凑合用吧。", "再观察一批看看。"];
const closeBad = ["有点失望。", "已联系客服处理。", "下次考虑别家了。"];

/**
 * A review text for goods of this top-level category with this score (1–5), picked with `pick`.
 * Pleased reviews praise two things; mid ones mix; low ones say what went wrong.
 */
export function reviewText(top: string, score: number, pick: Pick): string {
  const [good, bad] = goodsWords[top] ?? goodsWords["04"];
  const first = pick(good);
  const second = pick(good.filter((g) => g !== first));
  const parts =
    score >= 5
      ? [first, pick(serviceGood), second, pick(closeGood)]
      : score === 4
        ? [first, pick([...serviceGood, pick(bad)]), pick(closeGood)]
        : score === 3
          ? [first, pick(bad), pick(closeMid)]
          : [pick(bad), pick(serviceBad), pick(closeBad)];
  const text = parts.filter(Boolean);
  const last = text.pop()!;
  return text.length ? `${text.join("，")}${/[。！]$/.test(last) ? `，${last}` : `，${last}。`}` : last;
}
