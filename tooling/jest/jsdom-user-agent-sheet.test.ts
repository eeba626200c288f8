/**
 * @jest-environment jest-fixed-jsdom
 */
// The component tests' jsdom answers getComputedStyle from a user-agent sheet cut to each element's
// `display` (patches/jsdom@26.1.0.patch, decision 0093). What a test observes through it is what
// jsdom's own sheet gave (each display below was read from it): what is hidden, and which elements
// are blocks, which decides the spaces of an accessible name.
import { getByRole } from '@testing-library/dom';

const displayOf = (html: string) => {
  document.body.innerHTML = html;
  return getComputedStyle(document.body.firstElementChild as Element).display;
};

describe('the user-agent sheet of the component tests', () => {
  it.each([
    ['<div></div>', 'block'],
    ['<section></section>', 'block'],
    // No rule names a span, nor an open dialog: jsdom leaves their display empty, as its own sheet did.
    ['<span></span>', ''],
    ['<dialog open></dialog>', ''],
    ['<button></button>', 'inline-block'],
    ['<li></li>', 'list-item'],
    ['<table></table>', 'table'],
    ['<div hidden></div>', 'none'],
    ['<input type="hidden">', 'none'],
    ['<dialog></dialog>', 'none'],
    ['<template></template>', 'none'],
  ])('gives %s the display %p', (html, display) => {
    expect(displayOf(html)).toBe(display);
  });

  it('hides from role queries what a browser hides', () => {
    document.body.innerHTML = '<button hidden>Beli</button><dialog><button>Tutup</button></dialog><button>Simpan</button>';
    expect(getByRole(document.body, 'button').textContent).toBe('Simpan');
  });

  it('spaces the text of blocks in an accessible name, and not of inline elements', () => {
    document.body.innerHTML = '<button><div>Rp15.000</div><div>Beli</div></button><a href="/p">Ukuran <output>41</output>-nya</a>';
    expect(getByRole(document.body, 'button', { name: 'Rp15.000 Beli' })).toBeTruthy();
    expect(getByRole(document.body, 'link', { name: 'Ukuran 41-nya' })).toBeTruthy();
  });

  it('holds nothing but display (the patch is applied: jsdom’s own sheet makes a <b> bold)', () => {
    document.body.innerHTML = '<b>Baru</b>';
    expect(getComputedStyle(document.body.firstElementChild as Element).fontWeight).toBe('');
  });
});
