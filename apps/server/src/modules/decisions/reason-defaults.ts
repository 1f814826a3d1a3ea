import type { ReasonKind } from '@certdesk/contract';

/** One node of a reason tree: code, name, default text (leaves), parent code, order types (empty: all). */
export interface ReasonNode {
  key: string;
  name: string;
  ext: string;
  pcode: string;
  orderTypes: number[];
}

/**
 * One node a row, in tree order: `[code, name]` for the two upper levels, `[code, name, default
 * text, order types]` for a leaf. A code is its parent's code and two more digits (AR01 → AR0101 →
 * AR010101), so the parent is read from the code.
 */
type Row = [key: string, name: string, ext?: string, orderTypes?: number[]];

function nodes(rows: Row[]): ReasonNode[] {
  return rows.map(([key, name, ext = '', orderTypes = []]) => ({
    key,
    name,
    ext,
    pcode: key.length > 4 ? key.slice(0, -2) : '',
    orderTypes,
  }));
}

/**
 * The built-in reason trees (three levels; a leaf's ext is the default text). The demo seeder
 * writes them into the data dictionary (type = the tree's kind, pcode = parent) where an
 * administrator edits them; while the dictionary holds no entry of a kind these are used.
 */
export const DEFAULT_REASONS: Record<ReasonKind, ReasonNode[]> = {
  authReject: nodes([
    ['AR01', '联系失败'],
    ['AR0101', '法人电话无法接通'],
    ['AR010101', '空号', '经核实，法人联系电话为空号，无法联系法人核实认证信息。'],
    ['AR010102', '多次拨打无人接听', '工作时间内多次拨打法人联系电话均无人接听，无法完成核实。'],
    ['AR0102', '申请人无法联系'],
    ['AR010201', '申请人电话关机', '申请人联系电话持续关机，无法核实申请信息。'],
    ['AR010202', '申请人拒绝配合', '申请人拒绝配合核实，认证无法继续。'],
    ['AR02', '信息不符'],
    ['AR0201', '企业信息不符'],
    ['AR020101', '企业名称与档案不一致', '来单企业名称与工商档案登记名称不一致。', [1, 2, 3]],
    ['AR020102', '统一社会信用代码不一致', '来单统一社会信用代码与工商档案不一致。', [1, 2, 3]],
    ['AR0202', '申请人信息不符'],
    ['AR020201', '申请人非本企业员工', '经企业核实，申请人非本企业在职员工。'],
    ['AR020202', '法人否认授权申请', '经法人确认，企业未授权申请人办理本次认证。'],
    ['AR020203', '证书信息不符', '经官方渠道查验，证书信息与申请信息不一致。', [4, 5, 6, 7, 8]],
    ['AR03', '企业状态异常'],
    ['AR0301', '经营状态异常'],
    ['AR030101', '企业已注销或吊销', '工商档案显示企业已注销或吊销，不予认证。', [1, 2, 3]],
    ['AR030102', '被列入经营异常名录', '企业被列入经营异常名录且未移出，不予认证。', [1, 2, 3]],
    ['AR0302', '证照问题'],
    ['AR030201', '营业执照已过期', '企业营业执照已超过营业期限，不予认证。', [1, 2, 3]],
  ]),
  authSuccess: nodes([
    ['AS01', '核实通过'],
    ['AS0101', '电话核实'],
    ['AS010101', '法人电话确认', '经法人电话确认，申请信息真实有效，认证通过。'],
    ['AS010102', '企业座机确认', '经企业对外公开座机确认，申请人信息属实，认证通过。'],
    ['AS0102', '材料核实'],
    ['AS010201', '证书查验一致', '经官方渠道查验，证书信息与申请一致，认证通过。', [4, 5, 6, 7, 8]],
    ['AS010202', '学信网报告一致', '学信网在线验证报告与申请信息一致，认证通过。', [4]],
    ['AS010203', '荣誉公示可查', '经颁发单位公示信息查验，荣誉真实有效，认证通过。', [8]],
  ]),
  auditReject: nodes([
    ['AU01', '核实不充分'],
    ['AU0101', '电话核实不足'],
    ['AU010101', '未联系法人', '认证过程未与法人取得联系，请补充法人核实后重新提交。'],
    ['AU010102', '通话录音缺失', '缺少核实通话录音，请上传或关联通话记录后重新提交。'],
    ['AU0102', '材料不足'],
    ['AU010201', '资料包缺少营业执照', '资料包中缺少营业执照照片，请补充后重新提交。'],
    ['AU010202', '缺少授权书', '资料包中缺少加盖公章的授权书，请补充后重新提交。'],
    ['AU02', '结论错误'],
    ['AU0201', '认证结论与材料不符'],
    ['AU020101', '应判定为认证失败', '根据现有材料应判定为认证失败，请重新核实。'],
    ['AU020102', '应判定为认证成功', '现有材料足以证明信息真实，请重新判定。'],
    ['AU0202', '原因描述不规范'],
    ['AU020201', '失败原因描述不清', '认证原因描述不清楚，请按模板规范填写。'],
  ]),
};
