/** Demo dictionary entries: time limits per order type (D3), switches the screens read, a styled text. */
export const SEED_DIC = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((t) => ({
    id: `OrderTimeLimit_${t}`,
    name: `订单类型${t}办理时限（工作日）`,
    type: 'OrderTimeLimit',
    value: t <= 2 ? '7' : '5',
    sort: t,
    orderTypes: [t],
  })),
  { id: 'ShowCeoCheckModule', name: '显示法人核验模块', type: 'SystemConfig', value: 'true', sort: 20, orderTypes: [1, 2] },
  { id: 'CallRecordKeepDays', name: '通话录音保存天数', type: 'SystemConfig', value: '180', sort: 21, orderTypes: [] },
  {
    id: 'CertNoticeHtml',
    name: '认证须知',
    type: 'Notice',
    value: '<h3>认证须知</h3><p>请在工作时间（9:00-18:00）接听核实电话，并保持申请人手机畅通。</p>',
    tag: 'htmlStyle',
    sort: 30,
    orderTypes: [1, 2, 3],
  },
  // Progress and warning options that the demo subtotal keywords (SEED_SUBTOTAL) send: a keyword
  // can only offer a key that is an option of the order (type progress or warn).
  { id: 'P_NO_ANSWER', name: '无人接听', type: 'progress', value: '多次致电无人接听，已发送核实邮件', sort: 10, orderTypes: [] },
  { id: 'W_EMPTY_NUMBER', name: '电话空号', type: 'warn', value: '企业登记电话为空号，无法完成电话核实', sort: 10, orderTypes: [1, 2] },
  { id: 'W_LEFT', name: '申请人已离职', type: 'warn', value: '经核实申请人已离职', sort: 11, orderTypes: [3] },
  // Working-day calendar extensions (D3): an extra day off and a make-up working day.
  { id: 'Holiday_20261231', name: '公司年终休息日', type: 'holiday', value: '2026-12-31', sort: 90, orderTypes: [] },
  { id: 'Workday_20261226', name: '年终调休上班', type: 'workday', value: '2026-12-26', sort: 91, orderTypes: [] },
];

const mailHtml = (body: string) =>
  `<p>尊敬的{companyName}：</p>${body}<p>本邮件由企业信息认证中心发出，回复时请保留邮件标题中的订单号 {orderId}。</p>`;

/** Demo mail configuration: the templates the certifier picks in the mail dialog (type SendEmailTypeDic) and settings. */
export const SEED_MAIL = [
  {
    id: 'SendEmail_Supplement',
    name: '补充材料',
    type: 'SendEmailTypeDic',
    tag: 'htmlStyle',
    sort: 1,
    value: mailHtml(
      '<p>您提交的认证申请（订单号 {orderId}）材料尚不完整，请在 3 个工作日内回复本邮件补充以下材料：</p><ol><li>加盖公章的授权委托书</li><li>营业执照副本复印件</li></ol>',
    ),
  },
  {
    id: 'SendEmail_Result',
    name: '认证结果通知',
    type: 'SendEmailTypeDic',
    tag: 'htmlStyle',
    sort: 2,
    value: mailHtml('<p>您提交的认证申请（订单号 {orderId}）已完成认证，结果为：<b>{result}</b>。</p><p>{reason}</p>'),
  },
  {
    id: 'SendEmail_Verify',
    name: '核实邀请',
    type: 'SendEmailTypeDic',
    tag: 'htmlStyle',
    sort: 3,
    value: mailHtml('<p>为核实贵单位信息，请于工作日 9:00-18:00 保持电话 {mobile} 畅通，认证专员将与您联系。</p>'),
  },
  { id: 'EmailTopicPrefix', name: '邮件标题前缀', type: 'EmailConfig', tag: '', sort: 0, value: '【企业信息认证】' },
  {
    id: 'EmailSignature',
    name: '邮件签名',
    type: 'EmailConfig',
    tag: 'htmlStyle',
    sort: 0,
    value: '<p>企业信息认证中心<br/>服务热线：400-800-1234</p>',
  },
  { id: 'EmailAttachmentMaxMB', name: '附件大小上限（MB）', type: 'EmailConfig', tag: '', sort: 0, value: '20' },
];

/** Demo message templates, one per event; placeholders are filled when a message is sent. */
export const SEED_MSG_TEMPLATES = [
  { title: '新订单分配', eventName: 'orderAssigned', content: '订单{orderId}（{companyName}）已分配给您，请及时处理。' },
  // The reason is the auditor's own sentence (often ending 请…后重新提交。): the template says it once.
  { title: '审核退回', eventName: 'reviewRejected', content: '订单{orderId}审核未通过，已退回给您。原因：{reason}。' },
  { title: '邮件回复', eventName: 'mailReplyCaptured', content: '订单{orderId}收到客户邮件回复，附件已归入资料包。' },
  { title: '推送失败', eventName: 'pushFailed', content: '订单{orderId}结果推送失败已超过重试次数，请检查接口并重试。' },
  { title: '收到预警', eventName: 'warningReceived', content: '订单{orderId}收到预警消息：{content}' },
];

/** Demo subtotal keywords. */
export const SEED_SUBTOTAL = [
  {
    keyword: '空号',
    orderTypes: [1, 2],
    progressKey: '',
    progressContent: '',
    warnKey: 'W_EMPTY_NUMBER',
    warnContent: '企业登记电话为空号，无法完成电话核实',
  },
  {
    keyword: '无人接听',
    orderTypes: [],
    progressKey: 'P_NO_ANSWER',
    progressContent: '多次致电无人接听，已发送核实邮件',
    warnKey: '',
    warnContent: '',
  },
  { keyword: '已离职', orderTypes: [3], progressKey: '', progressContent: '', warnKey: 'W_LEFT', warnContent: '经核实申请人已离职' },
];

/** Demo archive websites by province (and city). */
export const SEED_WEBSITES = [
  {
    province: '110000',
    city: '',
    provinceName: '北京市',
    cityName: '',
    website: 'https://scjgj.beijing.gov.cn',
    notes: '北京市市场监督管理局',
  },
  { province: '310000', city: '', provinceName: '上海市', cityName: '', website: 'https://scjgj.sh.gov.cn', notes: '上海市市场监督管理局' },
  {
    province: '440000',
    city: '440300',
    provinceName: '广东省',
    cityName: '深圳市',
    website: 'https://amr.sz.gov.cn',
    notes: '深圳市市场监督管理局，商事登记查询',
  },
  { province: '440000', city: '', provinceName: '广东省', cityName: '', website: 'https://amr.gd.gov.cn', notes: '广东省市场监督管理局' },
  { province: '330000', city: '', provinceName: '浙江省', cityName: '', website: 'https://zjamr.zj.gov.cn', notes: '浙江省市场监督管理局' },
];

/** Demo business phone library. */
export const SEED_PHONES = [
  {
    deptName: '北京市朝阳区市场监督管理局',
    mobile: '010-65099000',
    province: '110000',
    city: '110100',
    area: '110105',
    provinceName: '北京市',
    cityName: '北京市',
    areaName: '朝阳区',
  },
  {
    deptName: '上海市浦东新区市场监督管理局',
    mobile: '021-58788388',
    province: '310000',
    city: '310100',
    area: '310115',
    provinceName: '上海市',
    cityName: '上海市',
    areaName: '浦东新区',
  },
  {
    deptName: '深圳市南山区市场监督管理局',
    mobile: '0755-26651234',
    province: '440000',
    city: '440300',
    area: '440305',
    provinceName: '广东省',
    cityName: '深圳市',
    areaName: '南山区',
  },
  {
    deptName: '杭州市西湖区市场监督管理局',
    mobile: '0571-87654321',
    province: '330000',
    city: '330100',
    area: '330106',
    provinceName: '浙江省',
    cityName: '杭州市',
    areaName: '西湖区',
  },
];
