import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANG_ARRAY, isLang } from '@vessel/contract';
import { currentLang } from '../locales/i18n';
import { switchLang } from '../locales/saved-lang';

/** The language menu (spec §1): choosing a language saves it and reloads the page. */
export function LanguageSwitch({ type = 'text', compact = false }: { type?: 'text' | 'default'; compact?: boolean }) {
  const { t } = useTranslation('common');
  const lang = currentLang();
  const current = LANG_ARRAY.find((item) => item.name === lang);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: LANG_ARRAY.map((item) => ({ key: item.name, label: item.value })),
        onClick: ({ key }) => {
          if (isLang(key) && key !== lang) switchLang(key);
        },
      }}
    >
      <Button type={type} icon={<TranslationOutlined />} aria-label={t('language.switch')}>
        {compact ? null : current?.value}
      </Button>
    </Dropdown>
  );
}
