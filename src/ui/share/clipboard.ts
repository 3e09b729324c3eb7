/**
 * Copies text: the async Clipboard API where allowed, else a hidden textarea and
 * execCommand('copy') (older in-app browsers and web views). `near` is where the textarea goes,
 * inside an open dialog so its focus trap does not steal the selection.
 */
export async function copyText(text: string, near?: HTMLElement | null): Promise<boolean> {
  try {
    if (globalThis.isSecureContext && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // denied or unavailable: try the fallback
  }
  return copyWithTextarea(text, near ?? document.body);
}

function copyWithTextarea(text: string, container: HTMLElement): boolean {
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  textarea.style.position = 'fixed';
  textarea.style.top = '0';
  textarea.style.opacity = '0';
  container.appendChild(textarea);
  textarea.focus();
  textarea.select();
  textarea.setSelectionRange(0, text.length);
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  textarea.remove();
  previousFocus?.focus();
  return copied;
}
