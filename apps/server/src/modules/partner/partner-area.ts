import { badRequest } from '../../platform/errors.js';
import { areaName } from '../options/area.service.js';

/**
 * Area codes of an incoming order. The partner sends GB/T 2260 codes, six digits (110000 /
 * 110100) or the short forms (11 / 1101); orders store the short forms that the area picker
 * and the list filters use (province 2 digits, city 4), with their names at intake.
 */
export function resolveArea(province: string, city: string) {
  const p = province ? province.slice(0, 2) : '';
  const c = city ? city.slice(0, 4) : '';
  if (province && (province.length === 6 ? !province.endsWith('0000') : province.length !== 2)) throw badRequest('省份编码错误');
  if (city && (city.length === 6 ? !city.endsWith('00') : city.length !== 4)) throw badRequest('城市编码错误');
  const provinceName = p ? areaName(p) : '';
  if (p && !provinceName) throw badRequest(`未知的省份编码：${province}`);
  if (c && !c.startsWith(p)) throw badRequest('城市不属于所填省份');
  const rawCity = c ? areaName(c) : '';
  if (c && !rawCity) throw badRequest(`未知的城市编码：${city}`);
  // Municipalities list their districts under 市辖区: the city is the municipality itself.
  const cityName = rawCity === '市辖区' || rawCity === '县' ? provinceName : rawCity;
  return { province: p, city: c, provinceName, cityName };
}
