import { SNAPSHOT_FIELD_NAME } from '../names';

// What makes markup inert: applied to the build-time snapshots and to the page renderer's answers that go into them.
const LABELLING = /\s(?:for|aria-label|aria-labelledby|aria-describedby|data-testid)="[^"]*"/g;
const FIELD_TAG = /<(input|select|textarea|button)\b([^>]*)>/g;
const FIELD_NAMING = /\s(?:id|name)="[^"]*"/g;
const TAG = /<[a-zA-Z][^>]*>/g;
const LABEL_TAG = /<(\/?)label\b/g;

/**
 * Markup that only paints: nothing in it can be named, labelled or picked out as a form field, so
 * whatever looks for a field by its label, id or name finds the live page's. Labels become spans and
 * fields carry SNAPSHOT_FIELD_NAME (a label for nothing and a field with no name are browser issues).
 * React, and Chromium's serializer, write every attribute as name="value" with `"`, `<` and `>` escaped
 * inside values, so a tag ends at its first `>`, and text never holds a `<`.
 */
export const inertMarkup = (html: string) =>
  html
    .replace(TAG, (tag) => tag.replace(LABELLING, ''))
    .replace(LABEL_TAG, (_tag, close: string) => `<${close}span`)
    .replace(FIELD_TAG, (_tag, name: string, rest: string) => {
      const field = name === 'button' ? '' : ` name="${SNAPSHOT_FIELD_NAME}"`;
      return `<${name}${field}${rest.replace(FIELD_NAMING, '')}>`;
    });
