/**
 * Stable error codes of the API. Every refusal carries one of these codes and a Chinese message;
 * the web app shows the message as a toast. Codes other than SESSION_INVALID are informational:
 * the client treats every non-0000 code alike.
 */
export const ErrorCode = {
  SESSION_INVALID: '-100',
  BAD_REQUEST: '1001',
  NOT_FOUND: '1004',
  FORBIDDEN: '1003',
  CONFLICT: '1009',
  STALE_STATE: '1010',
  LOGIN_FAILED: '2001',
  LOGIN_LOCKED: '2002',
  USER_DISABLED: '2003',
  IP_REFUSED: '2004',
  AGENT_ELSEWHERE: '255',
  /** Too many calls of one kind from one caller (sign-in, partner API, exports…): wait and retry. */
  RATE_LIMITED: '1429',
  INTERNAL: '5000',
  /** PostgreSQL cannot be reached for now (restart, failover): retry shortly. */
  DB_UNAVAILABLE: '5030',
} as const;

/** One of the stable error codes. */
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Chinese messages shared by server and web, so the same words appear on both sides. */
export const Msg = {
  ok: '操作成功',
  sessionInvalid: '登录已失效，请重新登录',
  sessionReplaced: '您的账号已在其他设备登录',
  forbidden: '没有权限执行此操作',
  notFound: '数据不存在',
  orderNotFound: '未找到订单',
  orderNumberRequired: '请输入订单号',
  selectAtLeastOne: '请至少选择一个订单',
  staleState: '订单状态已变更，请刷新后重试',
  internal: '服务器繁忙，请稍后重试',
  rateLimited: '操作过于频繁，请稍后再试',
  dbUnavailable: '数据库暂时不可用，请稍后重试',
  badRequest: '请求参数错误',
  nulRefused: '请求内容含有不允许的控制字符（U+0000），请删除后重试',
  accountRequired: '请输入账号',
  passwordRequired: '请输入密码',
  loginFailed: '账号或密码错误',
  loginLocked: '登录失败次数过多，账号已临时锁定，请稍后再试',
  userDisabled: '账号已被禁用，请联系管理员',
  ipRefused: '当前IP不在白名单内，禁止访问',
  passwordMismatch: '两次密码输入不一致',
  oldPasswordWrong: '原密码错误',
  passwordSame: '新密码不能与原密码相同',
  passwordTooWeak: '新密码至少8位，且须包含字母和数字',
  partnerFileRetryQueued: '已重新提交获取',
  partnerFileNotFound: '未找到该合作方文件',
  partnerFileAlreadyFetched: '该文件已保存，无需重新获取',
} as const;
