import { textDepartsFromTemplate } from '@certdesk/contract';
import { useState } from 'react';
import type { ReasonChoice } from './ReasonCascader';

/**
 * A reason cascader and its text area: choosing a reason fills the text with its template (ext);
 * editing the text away from the template clears the chosen nodes (02 §5).
 */
export function useReasonText() {
  const [choice, setChoice] = useState<ReasonChoice | null>(null);
  const [text, setTextState] = useState('');
  return {
    path: choice?.path ?? [],
    code: choice?.code ?? '',
    text,
    choose(next: ReasonChoice | null) {
      setChoice(next);
      if (next) setTextState(next.ext);
    },
    setText(value: string) {
      setTextState(value);
      if (choice && textDepartsFromTemplate(value, choice.ext)) setChoice(null);
    },
    reset() {
      setChoice(null);
      setTextState('');
    },
  };
}

export type ReasonText = ReturnType<typeof useReasonText>;
