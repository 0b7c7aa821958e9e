import {
  AlertOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  CloudUploadOutlined,
  CodeOutlined,
  CompassOutlined,
  ControlOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DeleteOutlined,
  ExceptionOutlined,
  EyeOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  FileSyncOutlined,
  FileTextOutlined,
  FlagOutlined,
  FolderOpenOutlined,
  FolderOutlined,
  GlobalOutlined,
  GroupOutlined,
  HomeOutlined,
  IdcardOutlined,
  LinkOutlined,
  LockOutlined,
  MenuOutlined,
  MoneyCollectOutlined,
  PaperClipOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  StarOutlined,
  SwapOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  TrophyOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * Icons a rule may name. Only these are bundled (importing every icon would add megabytes); a name we
 * do not know gets the layout's default icon (menuDefaultIcon). Names are matched without case, prefix ('fa fa-', 'el-icon-') or
 * antd's 'Outlined' suffix.
 */
const ICONS: Record<string, ReactNode> = {
  alert: <AlertOutlined />,
  apartment: <ApartmentOutlined />,
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
  code: <CodeOutlined />,
  compass: <CompassOutlined />,
  control: <ControlOutlined />,
  dashboard: <DashboardOutlined />,
  console: <DashboardOutlined />,
  database: <DatabaseOutlined />,
  recycle: <DeleteOutlined />,
  delete: <DeleteOutlined />,
  exception: <ExceptionOutlined />,
  eye: <EyeOutlined />,
  filesearch: <FileSearchOutlined />,
  filesync: <FileSyncOutlined />,
  flag: <FlagOutlined />,
  folderopen: <FolderOpenOutlined />,
  group: <GroupOutlined />,
  menu: <MenuOutlined />,
  moneycollect: <MoneyCollectOutlined />,
  paperclip: <PaperClipOutlined />,
  profile: <ProfileOutlined />,
  star: <StarOutlined />,
  swap: <SwapOutlined />,
  tags: <TagsOutlined />,
  trophy: <TrophyOutlined />,
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
  safety: <SafetyOutlined />,
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

/** The icon a rule names, else the layout's default menu icon (menuDefaultIcon), else the menu icon. */
export function menuIcon(name: string, fallbackName = ''): ReactNode {
  const icon = ICONS[iconKey(name)] ?? ICONS[iconKey(fallbackName)] ?? <MenuOutlined />;
  // Decoration: the item's accessible name is its title, not '{icon name} {title}'.
  return isValidElement(icon) ? cloneElement(icon as ReactElement<{ 'aria-hidden'?: boolean }>, { 'aria-hidden': true }) : icon;
}

/** Whether a name is one of the bundled icons (the settings drawer offers only these). */
export function isKnownIcon(name: string): boolean {
  return iconKey(name) in ICONS;
}
