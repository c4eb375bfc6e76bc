import { useId, useState, type DragEvent, type FormEvent } from 'react';
import { THEME_MAX_LENGTH } from '../../../../model/limits.js';
import { useT } from '../../../lib/i18n/language.js';
import { useOnline } from '../../../lib/hooks/use-online.js';
import { canGenerate, useAiDecorations } from './use-ai-decorations.js';
import { useColourName } from './use-colour-name.js';
import './controls.css';
import './ai-box.css';

/** Lets a thumbnail be dropped on the preview: the drop reads its address as text or a link. */
function dragAddress(src: string) {
  return (event: DragEvent<HTMLButtonElement>) => {
    event.dataTransfer.setData('text/plain', src);
    event.dataTransfer.setData('text/uri-list', src);
    event.dataTransfer.effectAllowed = 'copy';
  };
}

/**
 * The AI decoration box (docs/using.md, Controls and AI box): a theme, Generate, then the suggested frame
 * colour as a named swatch to apply, and three stickers to add with a click (or a drag onto the
 * strip), or all three at once with Add all. With no connection it says so and sends nothing;
 * the rest of the editor works offline (the service worker keeps its code).
 */
export function AiBox({
  onApplyColour,
  onAddSticker,
  onAddAll,
}: {
  onApplyColour: (hex: string) => void;
  onAddSticker: (src: string) => void;
  /** The three stickers at once, spread over the photos. */
  onAddAll: (sources: readonly string[]) => void;
}) {
  const ids = useId();
  const [theme, setTheme] = useState('');
  const { generating, result, error, generate } = useAiDecorations();
  const online = useOnline();
  const t = useT();
  const colourName = useColourName();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (online) generate(theme);
  };

  return (
    <section className="control-block ai-box" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className="control-heading">
        {t('controls.aiHeading')}
      </h2>
      <form className="ai-form" onSubmit={submit}>
        <label className="ai-label" htmlFor={`${ids}-theme`}>
          {t('controls.aiTheme')}
        </label>
        <div className="ai-row">
          <input
            id={`${ids}-theme`}
            className="ai-theme"
            type="text"
            value={theme}
            placeholder={t('controls.aiThemePlaceholder')}
            maxLength={THEME_MAX_LENGTH}
            autoComplete="off"
            disabled={generating}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-error` : undefined}
            onChange={(event) => setTheme(event.target.value)}
          />
          <button
            type="submit"
            className="button ai-generate"
            disabled={!online || !canGenerate(theme, generating)}
          >
            {generating ? t('controls.aiGenerating') : t('controls.aiGenerate')}
          </button>
        </div>
        {error && online && (
          <p id={`${ids}-error`} role="alert" className="ai-error">
            {t(error)}
          </p>
        )}
        {!online && (
          <p role="status" className="ai-offline">
            {t('controls.aiOffline')}
          </p>
        )}
      </form>
      <p role="status" className="visually-hidden">
        {generating ? t('controls.aiGeneratingStatus') : result ? t('controls.aiReady') : ''}
      </p>
      {result && (
        <div className="ai-results">
          <div className="ai-result">
            <h3 className="ai-result-heading">{t('controls.aiSuggestedColour')}</h3>
            <button
              type="button"
              className="ai-colour"
              aria-describedby={`${ids}-colour-name`}
              onClick={() => onApplyColour(result.frameColor)}
            >
              <span
                className="ai-colour-swatch"
                style={{ background: result.frameColor }}
                aria-hidden="true"
              />
              {/* Named 'Apply frame colour #rrggbb'; the colour's name is its description. The
                  hex is for the name only: on screen the colour's name says it in words. */}
              <span className="ai-colour-text">
                <span className="ai-colour-action">{t('controls.aiApplyColour')}</span>{' '}
                <span className="ai-colour-name">
                  <span id={`${ids}-colour-name`} aria-hidden="true">
                    {colourName(result.frameColor)}
                  </span>{' '}
                  <span className="ai-colour-hex visually-hidden" dir="ltr">
                    {result.frameColor}
                  </span>
                </span>
              </span>
            </button>
          </div>
          <div className="ai-result">
            <h3 className="ai-result-heading">{t('controls.aiSuggestedStickers')}</h3>
            <ul className="ai-stickers">
              {result.stickers.map((src, index) => (
                <li key={`${index}-${src}`}>
                  <button
                    type="button"
                    className="ai-sticker"
                    aria-label={t('controls.aiAddSticker', { number: index + 1 })}
                    draggable
                    onDragStart={dragAddress(src)}
                    onClick={() => onAddSticker(src)}
                  >
                    <img src={src} alt="" width={56} height={56} draggable={false} />
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="button ai-add-all"
              onClick={() => onAddAll(result.stickers)}
            >
              {t('controls.aiAddAll')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
