/**
 * Chinese names of request fields, so that a validation error names the field the way the
 * screen does ("每页条数：…"). Modules add their fields here.
 */
export const FIELD_LABELS: Record<string, string> = {
  account: '账号',
  pwd: '密码',
  pageNum: '页码',
  pageSize: '每页条数',
  orderId: '订单ID',
  openOrderId: '订单号',
  uid: '用户',
  oldPassword: '原密码',
  newPassword: '新密码',
  nickName: '姓名',
  roleId: '角色',
  field: '排序字段',
  sortType: '排序方式',
};
