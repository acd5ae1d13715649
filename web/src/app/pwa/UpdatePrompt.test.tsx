import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './UpdatePrompt';
import { updateTexts } from './update-texts';

describe('update prompt', () => {
  it('has every text in Arabic and English', () => {
    expect(Object.keys(updateTexts.ar).sort()).toEqual(Object.keys(updateTexts.en).sort());
    for (const [key, text] of Object.entries(updateTexts.ar)) {
      expect(text, key).toMatch(/[\u0600-\u06FF]/);
    }
    for (const [key, text] of Object.entries(updateTexts.en)) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('offers the new version in Arabic and applies it on request', async () => {
    const onUpdate = vi.fn();
    render(<UpdatePrompt language="ar" onUpdate={onUpdate} />);
    expect(screen.getByText(updateTexts.ar.message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: updateTexts.ar.update }));
    expect(onUpdate).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: updateTexts.ar.updating })).toBeDisabled();
  });

  it('can be put off in English', async () => {
    const onUpdate = vi.fn();
    render(<UpdatePrompt language="en" onUpdate={onUpdate} />);
    await userEvent.click(screen.getByRole('button', { name: updateTexts.en.later }));
    await vi.waitFor(() => expect(screen.queryByText(updateTexts.en.message)).not.toBeInTheDocument());
    expect(onUpdate).not.toHaveBeenCalled();
  });
});
