import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  CloudUploadOutlined,
  ControlOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DeleteOutlined,
  ExceptionOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  FolderOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  LinkOutlined,
  LockOutlined,
  MenuOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/**
 * Icons a rule may name. Only these are bundled (importing every icon would add megabytes); a name we
 * do not know gets the default icon. Names are matched without case, prefix ('fa fa-', 'el-icon-') or
 * antd's 'Outlined' suffix.
 */
const ICONS: Record<string, ReactNode> = {
  appstore: <AppstoreOutlined />,
  audit: <AuditOutlined />,
  chart: <BarChartOutlined />,
  barchart: <BarChartOutlined />,
  book: <BookOutlined />,
  calendar: <CalendarOutlined />,
  todo: <CheckSquareOutlined />,
  checksquare: <CheckSquareOutlined />,
  upload: <CloudUploadOutlined />,
  attachment: <CloudUploadOutlined />,
  control: <ControlOutlined />,
  dashboard: <DashboardOutlined />,
  console: <DashboardOutlined />,
  database: <DatabaseOutlined />,
  recycle: <DeleteOutlined />,
  delete: <DeleteOutlined />,
  exception: <ExceptionOutlined />,
  certificate: <FileProtectOutlined />,
  fileprotect: <FileProtectOutlined />,
  file: <FileTextOutlined />,
  filetext: <FileTextOutlined />,
  document: <FileTextOutlined />,
  folder: <FolderOutlined />,
  global: <GlobalOutlined />,
  home: <HomeOutlined />,
  idcard: <IdcardOutlined />,
  link: <LinkOutlined />,
  lock: <LockOutlined />,
  safety: <SafetyCertificateOutlined />,
  safetycertificate: <SafetyCertificateOutlined />,
  setting: <SettingOutlined />,
  settings: <SettingOutlined />,
  shop: <ShopOutlined />,
  store: <ShopOutlined />,
  solution: <SolutionOutlined />,
  team: <TeamOutlined />,
  tool: <ToolOutlined />,
  maintenance: <ToolOutlined />,
  user: <UserOutlined />,
  warning: <WarningOutlined />,
};

export function iconKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/^(fa\s+fa-|fa-|el-icon-|local-)/, '')
    .replace(/(outlined|filled|twotone)$/, '')
    .replace(/[-_\s]/g, '');
}

export function menuIcon(name: string): ReactNode {
  return ICONS[iconKey(name)] ?? <MenuOutlined />;
}
