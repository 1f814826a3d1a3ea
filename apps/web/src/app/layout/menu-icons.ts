// The icons the menu tree names (packages/contract menu.ts), by name. Re-exporting them one by
// one, not the whole icon set, keeps the bundle small.
export {
  BarChartOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  HomeOutlined,
  PhoneOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
