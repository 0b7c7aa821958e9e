import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

/** A button that opens a page of the app (a button inside a link would be two controls in one). */
export function LinkButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const navigate = useNavigate();
  return <Button {...props} onClick={() => void navigate(to)} />;
}
