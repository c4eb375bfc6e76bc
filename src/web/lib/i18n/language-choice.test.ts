import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage/safe-storage.js';
import { browserLanguage, saveLanguage, showLanguage } from './language-choice.js';

function browser(search: string, languages: string[], cookie = '') {
  return {
    location: { search },
    navigator: { languages },
    document: { cookie },
  };
}

describe('browserLanguage', () => {
  it("takes the browser's languages when nothing was chosen, and keeps nothing", () => {
    const storage = memoryStorage();
    const win = browser('', ['it-IT', 'de-DE', 'en']);
    expect(browserLanguage(win, storage)).toBe('de');
    expect(storage.getItem('postbooth.lang')).toBeNull();
    expect(win.document.cookie).toBe('');
  });

  it('prefers the saved choice, and writes its cookie back for the server', () => {
    const storage = memoryStorage({ 'postbooth.lang': 'ar' });
    const win = browser('', ['fr']);
    expect(browserLanguage(win, storage)).toBe('ar');
    expect(win.document.cookie).toMatch(/^postbooth\.lang=ar; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });

  it('takes ?lang= over both, and keeps it as the choice; a language not ours is ignored', () => {
    const storage = memoryStorage({ 'postbooth.lang': 'ar' });
    const win = browser('?lang=ja', ['fr']);
    expect(browserLanguage(win, storage)).toBe('ja');
    expect(storage.getItem('postbooth.lang')).toBe('ja');
    expect(win.document.cookie).toContain('postbooth.lang=ja');
    expect(browserLanguage(browser('?lang=xx-evil', ['fr']), storage)).toBe('ja');
    expect(storage.getItem('postbooth.lang')).toBe('ja');
  });
});

describe('saveLanguage and showLanguage', () => {
  it('keeps the choice, and sets lang and dir', () => {
    const storage = memoryStorage();
    const win = { document: { cookie: '' } };
    saveLanguage('pt-BR', win, storage);
    expect(storage.getItem('postbooth.lang')).toBe('pt-BR');
    const root = { lang: '', dir: '' };
    showLanguage('ar', root);
    expect(root).toEqual({ lang: 'ar', dir: 'rtl' });
    showLanguage('fr', root);
    expect(root).toEqual({ lang: 'fr', dir: 'ltr' });
  });
});
