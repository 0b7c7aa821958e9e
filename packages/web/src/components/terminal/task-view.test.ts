import { describe, expect, it } from 'vitest';
import { TaskStatus } from '@vessel/contract';
import en from '../../locales/en/terminal';
import zhCn from '../../locales/zh-cn/terminal';
import { STATUS_VIEW, canRetry, isAtBottom } from './task-view';

describe('terminal task view', () => {
  it('every status has a tag colour and a label in both languages', () => {
    for (const status of Object.values(TaskStatus)) {
      const view = STATUS_VIEW[status];
      expect(view, String(status)).toBeDefined();
      expect(en.status[view.key as keyof typeof en.status], view.key).toBeTruthy();
      expect(zhCn.status[view.key as keyof typeof zhCn.status], view.key).toBeTruthy();
    }
    expect(STATUS_VIEW[TaskStatus.Success].color).toBe('success');
    expect(STATUS_VIEW[TaskStatus.Failed].color).toBe('error');
  });

  it('offers retry for Failed and Unknown only', () => {
    expect(Object.values(TaskStatus).filter(canRetry)).toEqual([TaskStatus.Failed, TaskStatus.Unknown]);
  });

  it('follows new lines only while the output is scrolled to its end', () => {
    expect(isAtBottom({ scrollTop: 300, clientHeight: 200, scrollHeight: 500 })).toBe(true);
    expect(isAtBottom({ scrollTop: 290, clientHeight: 200, scrollHeight: 500 })).toBe(true);
    expect(isAtBottom({ scrollTop: 100, clientHeight: 200, scrollHeight: 500 })).toBe(false);
    expect(isAtBottom({ scrollTop: 0, clientHeight: 200, scrollHeight: 100 })).toBe(true);
  });
});
