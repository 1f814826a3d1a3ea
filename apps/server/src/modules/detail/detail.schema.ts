import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.js';
import { orderRef } from '../orders/orders.schema.js';

/** The registry card of an order (queryCompanyInfo, 02 §3) as edited by the certifier. */
export interface CompanyInfo {
  companyName: string;
  socialCredit: string;
  province: string;
  city: string;
  address: string;
  legalUse: string;
  companyCreateDate: string;
  companyTypeName: string;
  licenseStart: string;
  licenseEnd: string;
  operatingName: string;
  registerCapital: string;
  currencyType: string;
  licenseRegisterAgency: string;
  simpleLogout: string;
  businessScope: string;
  annualMobile: string;
  checkDate: string;
  licenseNo: string;
  checkOrg: string;
  condOrg: string;
}

/** A registry lookup's lists as the detail shows them. */
export interface CompanyLists {
  annualReports: { year: string; publishDate: string }[];
  changes: { projectName: string; beforeContent: string; afterContent: string; changeDate: string }[];
  exceptions: { addReason: string; addDate: string; decisionOffice: string; removeReason: string; removeDate: string }[];
}

/**
 * The certifier's edited registry card. Until the first edit the card is read from the latest
 * successful lookup; `baseRecordId` is the lookup the edit started from, so a newer lookup (a
 * re-check) replaces the edited card again.
 */
export const orderCompany = pgTable('order_company', {
  orderId: orderRef().primaryKey(),
  info: jsonb('info').$type<CompanyInfo>().notNull(),
  baseRecordId: integer('base_record_id'),
  updatedUid: integer('updated_uid'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * Type-specific data of an order: the verified degree, skill-like and honour records, the
 * degree report code, and the certifier's corrected applicant values (position, education …).
 */
export const orderTypeData = pgTable('order_type_data', {
  orderId: orderRef().primaryKey(),
  educationalInfo: jsonb('educational_info').$type<Record<string, string>>(),
  majorInfo: jsonb('major_info').$type<Record<string, string>>(),
  honorInfo: jsonb('honor_info').$type<Record<string, string>>(),
  /** position, educational, major, school, expertTitle, level, honorTitle as corrected. */
  values: jsonb('values').$type<Record<string, string>>().notNull().default({}),
  reportVerificationCode: text('report_verification_code').notNull().default(''),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
