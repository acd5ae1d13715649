import { describe, expect, it } from 'vitest';
import { checkForeignForm, emptyForeignForm, foreignKycFormData, leadingForeignProblem } from './foreign-form';

const photo = new File([new Uint8Array(20_000)], 'passport.jpg', { type: 'image/jpeg' });

describe('the non-Saudi form', () => {
  it('asks for every field first, then for the photo', () => {
    const empty = checkForeignForm(emptyForeignForm, null);
    expect(empty).toEqual({ name: 'fillAll', nationality: 'fillAll', passport: 'passportRequired' });
    expect(leadingForeignProblem(empty)).toBe('fillAll');
    const noPhoto = checkForeignForm({ name: 'John Smith', nationality: 'GB' }, null);
    expect(leadingForeignProblem(noPhoto)).toBe('passportRequired');
    const complete = checkForeignForm({ name: 'John Smith', nationality: 'GB' }, photo);
    expect(leadingForeignProblem(complete)).toBeNull();
  });

  it('does not take a name of spaces', () => {
    expect(checkForeignForm({ name: '   ', nationality: 'GB' }, photo).name).toBe('fillAll');
  });

  it('sends the name, the nationality and the photo as multipart fields', () => {
    const form = foreignKycFormData({ name: '  John Smith ', nationality: 'GB' }, photo);
    expect(form.get('name')).toBe('John Smith');
    expect(form.get('nationality')).toBe('GB');
    expect((form.get('passport') as File).name).toBe('passport.jpg');
  });
});
