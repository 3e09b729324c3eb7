import { Checkbox } from '@ark-ui/react/checkbox';
import { RadioGroup } from '@ark-ui/react/radio-group';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import * as select from '../../../machines/survey/survey.selectors';
import type { SurveyAnswerOption, SurveyQuestion } from '../../../machines/survey/survey.types';
import { CheckIcon } from '../../ui/icons';
import { Img } from '../../ui/image';
import type { SurveyActor } from './survey-actors';

interface AnswerOptionsProps {
  survey: SurveyActor;
  question: SurveyQuestion;
  labelledBy: string;
  describedBy: string | undefined;
  disabled: boolean;
}

/**
 * The answers of one question (SPEC.md §2): text rows with a check box, or picture tiles with a
 * caption. A single-answer question is a radio group (picking replaces, arrow keys move); a
 * multi-answer question is a group of check boxes whose every tap is a pick the machine may refuse
 * (over the maximum), so the boxes show the machine's answers only.
 */
export function AnswerOptions({ survey, question, labelledBy, describedBy, disabled }: AnswerOptionsProps) {
  const picked = useSelector(survey, select.pickedAnswerIds);
  const single = useSelector(survey, select.isSingleAnswer);
  const pick = (answerId: number) => survey.send({ type: 'survey.answerPicked', answerId });
  /**
   * A box is read-only (its click is cancelled) and shows what the machine holds. A cancelled
   * click restores the input's old `checked` after every handler ran, so the input is set to the
   * machine's answer once the event is over (screen readers read the input).
   */
  const pickAndSync = (input: HTMLInputElement, answerId: number) => {
    pick(answerId);
    setTimeout(() => {
      input.checked = select.pickedAnswerIds(survey.getSnapshot()).includes(answerId);
    }, 0);
  };
  const image = question.answerType === 'IMAGE';
  const layout = image ? styles.tiles : styles.rows;

  if (single) {
    return (
      <RadioGroup.Root
        className={layout}
        value={picked[0] === undefined ? null : String(picked[0])}
        disabled={disabled}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
      >
        {question.answerList.map((answer) => (
          <RadioGroup.Item key={answer.answerId} value={String(answer.answerId)} className={image ? styles.tile : styles.row}>
            <OptionBody answer={answer} image={image} control={<RadioGroup.ItemControl className={controlClass(image)}>{checkMark}</RadioGroup.ItemControl>} text={<RadioGroup.ItemText>{answer.title}</RadioGroup.ItemText>} />
            {/* taps, Space and arrow keys all click the radio: every pick goes to the machine */}
            <RadioGroup.ItemHiddenInput onClick={() => pick(answer.answerId)} />
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    );
  }

  return (
    <div role="group" className={layout} aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {question.answerList.map((answer) => (
        <Checkbox.Root
          key={answer.answerId}
          checked={picked.includes(answer.answerId)}
          // the machine decides: the box never toggles by itself
          readOnly
          disabled={disabled}
          className={image ? styles.tile : styles.row}
        >
          <OptionBody answer={answer} image={image} control={<Checkbox.Control className={controlClass(image)}>{checkMark}</Checkbox.Control>} text={<Checkbox.Label>{answer.title}</Checkbox.Label>} />
          <Checkbox.HiddenInput onClick={(event) => pickAndSync(event.currentTarget, answer.answerId)} />
        </Checkbox.Root>
      ))}
    </div>
  );
}

const checkMark = <CheckIcon size={16} strokeWidth={2.6} />;

function OptionBody({ answer, image, control, text }: { answer: SurveyAnswerOption; image: boolean; control: ReactNode; text: ReactNode }) {
  if (!image) {
    return (
      <>
        {control}
        <span className={styles.rowText}>{text}</span>
      </>
    );
  }
  return (
    <>
      <span className={styles.picture}>
        {/* the caption names the answer: the picture itself is decorative */}
        <Img src={answer.imageUrl} alt="" aspectRatio={1} className={styles.image} />
        {control}
      </span>
      <span className={styles.caption}>{text}</span>
    </>
  );
}

const controlClass = (image: boolean) => cx(styles.control, image && styles.tileControl);

const styles = {
  rows: css({ display: 'flex', flexDirection: 'column', gap: '2', marginTop: '5' }),
  tiles: css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '3', marginTop: '5', sm: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } }),
  row: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    minHeight: '56px',
    paddingInline: '4',
    paddingBlock: '3',
    borderRadius: '12px',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'gray.300',
    bg: 'white',
    cursor: 'pointer',
    transition: 'border-color 0.15s, background-color 0.15s',
    '&[data-state=checked]': { borderColor: 'primary', bg: 'orange.50' },
    '&[data-focus-visible]': { outline: '2px solid token(colors.primary)', outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  }),
  rowText: css({ fontSize: '15px', color: 'gray.900', lineHeight: '1.5', wordBreak: 'keep-all' }),
  tile: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    cursor: 'pointer',
    borderRadius: '12px',
    '&[data-focus-visible]': { outline: '2px solid token(colors.primary)', outlineOffset: '3px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  }),
  picture: css({
    position: 'relative',
    display: 'block',
    borderRadius: '12px',
    overflow: 'hidden',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    bg: 'gray.100',
    '[data-state=checked] > &': { borderColor: 'primary' },
  }),
  image: css({ width: '100%' }),
  caption: css({ fontSize: '14px', color: 'gray.900', textAlign: 'center', lineHeight: '1.4', wordBreak: 'keep-all' }),
  control: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '22px',
    height: '22px',
    borderRadius: '6px',
    borderWidth: '1.5px',
    borderStyle: 'solid',
    borderColor: 'gray.400',
    bg: 'white',
    color: 'transparent',
    transition: 'background-color 0.15s, border-color 0.15s',
    '&[data-state=checked]': { bg: 'primary', borderColor: 'primary', color: 'white' },
  }),
  tileControl: css({ position: 'absolute', top: '2', right: '2', boxShadow: 'sm' }),
};
