import { CheckCircleFilled, CloseCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Spin, Tooltip, Typography, theme } from 'antd';
import { useCallback, useEffect, useReducer, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkClickCaptcha, clickCaptcha } from '../../api/common';
import { ApiError } from '../../api/request-errors';
import {
  INITIAL_CAPTCHA_STATE,
  answerOf,
  captchaMessage,
  captchaReducer,
  clickOnImage,
  type CaptchaPass,
  type CaptchaState,
} from './click-captcha-state';


/** How long the result stays on screen before a new captcha (after a miss) or before closing (after a pass). */
const RETRY_AFTER_MS = 1500;
const CLOSE_AFTER_MS = 600;

function newCaptchaId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

interface ClickCaptchaProps {
  open: boolean;
  onPass(pass: CaptchaPass): void;
  onCancel(): void;
}

function CaptchaTip({ state }: { state: CaptchaState }) {
  const { t } = useTranslation(['messages', 'common']);
  const { token } = theme.useToken();
  const message = captchaMessage(state);
  const colour = message.tone === 'error' ? token.colorError : message.tone === 'success' ? token.colorSuccess : token.colorText;
  return (
    <Flex align="center" gap={6} wrap role="status" aria-live="polite" style={{ flex: 1, minHeight: 32, color: colour }} data-testid="captcha-tip">
      <span>
        {message.tone === 'error' ? <CloseCircleFilled style={{ marginRight: 6 }} /> : message.tone === 'success' ? <CheckCircleFilled style={{ marginRight: 6 }} /> : null}
        {t(`messages:${message.key}`)}
      </span>
      {message.targets.map((target, index) => (
        <Typography.Text
          key={`${index}-${target}`}
          strong
          style={{ fontSize: 16, padding: '0 6px', borderRadius: 4, background: token.colorFillSecondary, opacity: index < state.clicks.length ? 0.45 : 1 }}
        >
          {target}
        </Typography.Text>
      ))}
    </Flex>
  );
}

/**
 * The click captcha (spec §5, CONTRACT.md): the image, 'Please click' and the targets in order, a
 * numbered mark on each click, then the answer goes to checkClickCaptcha. A miss says so and a new
 * captcha follows; a pass says so and hands the captcha id to the caller. A captcha that fails to load
 * says so, and the refresh button tries again.
 */
export function ClickCaptcha({ open, onPass, onCancel }: ClickCaptchaProps) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const [state, dispatch] = useReducer(captchaReducer, INITIAL_CAPTCHA_STATE);
  const [attempt, setAttempt] = useState(0);
  const image = useRef<HTMLImageElement>(null);
  const onPassRef = useRef(onPass);
  onPassRef.current = onPass;

  const refresh = useCallback(() => setAttempt((value) => value + 1), []);

  // A new captcha whenever the dialog opens, the refresh button is pressed, or a miss asks for one.
  useEffect(() => {
    if (!open) return;
    let active = true;
    dispatch({ type: 'load' });
    clickCaptcha(newCaptchaId()).then(
      ({ data }) => {
        if (active) dispatch({ type: 'loaded', captcha: data });
      },
      () => {
        if (active) dispatch({ type: 'loadFailed' });
      },
    );
    return () => {
      active = false;
    };
  }, [open, attempt]);

  // Every target has a click: check the answer in the pixels of the image as it is drawn.
  const [pass, setPass] = useState<CaptchaPass | null>(null);
  useEffect(() => {
    if (state.phase !== 'checking' || !image.current) return;
    const rect = image.current.getBoundingClientRect();
    const answer = answerOf(state, { width: rect.width, height: rect.height });
    if (!answer) return;
    let active = true;
    checkClickCaptcha(answer.id, answer.info).then(
      () => {
        if (!active) return;
        setPass({ captchaId: answer.id, captchaInfo: answer.info });
        dispatch({ type: 'checked', ok: true });
      },
      (error: unknown) => {
        if (!active) return;
        if (error instanceof ApiError) dispatch({ type: 'checked', ok: false });
        else dispatch({ type: 'loadFailed' });
      },
    );
    return () => {
      active = false;
    };
  }, [state]);

  useEffect(() => {
    if (state.phase === 'wrong') {
      const timer = setTimeout(refresh, RETRY_AFTER_MS);
      return () => clearTimeout(timer);
    }
    if (state.phase === 'success' && pass) {
      const timer = setTimeout(() => onPassRef.current(pass), CLOSE_AFTER_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [state.phase, pass, refresh]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!image.current) return;
    const click = clickOnImage(event.clientX, event.clientY, image.current.getBoundingClientRect());
    if (click) dispatch({ type: 'click', click });
  };

  const captcha = state.captcha;
  const showImage = captcha && state.phase !== 'loadFailed';
  return (
    <Modal
      open={open}
      title={t('captcha.title')}
      onCancel={onCancel}
      footer={null}
      width={400}
      centered
      destroyOnHidden
      maskClosable={false}
    >
      <Flex vertical gap={8}>
        <div
          style={{
            position: 'relative',
            width: '100%',
            maxWidth: captcha?.width ?? 350,
            aspectRatio: captcha ? `${captcha.width} / ${captcha.height}` : '350 / 200',
            margin: '0 auto',
            borderRadius: token.borderRadius,
            overflow: 'hidden',
            background: token.colorFillTertiary,
            cursor: state.phase === 'ready' ? 'pointer' : 'default',
            userSelect: 'none',
          }}
          onClick={onClick}
          data-testid="captcha-image"
        >
          {showImage ? (
            <img ref={image} src={captcha.base64} alt={t('captcha.imageAlt')} draggable={false} style={{ display: 'block', width: '100%', height: '100%' }} />
          ) : null}
          {showImage
            ? state.clicks.map((click, index) => (
                <span
                  key={index}
                  aria-hidden
                  style={{
                    position: 'absolute',
                    left: `${click.fx * 100}%`,
                    top: `${click.fy * 100}%`,
                    transform: 'translate(-50%, -50%)',
                    width: 24,
                    height: 24,
                    lineHeight: '20px',
                    textAlign: 'center',
                    borderRadius: '50%',
                    border: '2px solid #fff',
                    background: token.colorPrimary,
                    color: '#fff',
                    fontSize: 12,
                    fontWeight: 600,
                    boxShadow: '0 1px 4px rgba(0,0,0,0.4)',
                    pointerEvents: 'none',
                  }}
                >
                  {index + 1}
                </span>
              ))
            : null}
          {state.phase === 'loading' || state.phase === 'checking' ? (
            <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0, background: state.phase === 'checking' ? 'rgba(0,0,0,0.15)' : undefined }}>
              <Spin />
            </Flex>
          ) : null}
        </div>
        <Flex align="center" justify="space-between" gap={8}>
          <CaptchaTip state={state} />
          <Tooltip title={t('captcha.refresh')}>
            <Button
              icon={<ReloadOutlined />}
              aria-label={t('captcha.refresh')}
              onClick={refresh}
              disabled={state.phase === 'checking' || state.phase === 'success'}
            />
          </Tooltip>
        </Flex>
      </Flex>
    </Modal>
  );
}
