import { describe, expect, it } from 'vitest';
import { emailHref, phoneHref, websiteHref } from './contact-links';

describe('contact links of an organisation', () => {
  it('opens a website typed without a scheme over https', () => {
    expect(websiteHref('www.amal.org')).toBe('https://www.amal.org/');
    expect(websiteHref('amal.org:8080/about')).toBe('https://amal.org:8080/about');
    expect(websiteHref('http://amal.org')).toBe('http://amal.org/');
  });

  it('does not link anything that is not a web address', () => {
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('mailto:info@amal.org')).toBeNull();
    expect(websiteHref('  ')).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });

  it('dials the digits of a phone number, keeping a leading plus', () => {
    expect(phoneHref('+962 6 555-0101')).toBe('tel:+96265550101');
    expect(phoneHref('(06) 555 0101')).toBe('tel:065550101');
  });

  it('reads a phone number typed in Arabic-Indic digits', () => {
    expect(phoneHref('+٩٦٢ ٧٩ ١٢٣')).toBe('tel:+96279123');
  });

  it('links an email address and nothing else', () => {
    expect(emailHref('info@amal.org')).toBe('mailto:info@amal.org');
    expect(emailHref('not an address')).toBeNull();
    expect(phoneHref('n/a')).toBeNull();
  });
});
