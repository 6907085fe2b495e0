import { inertMarkup } from './inert-markup';

describe('inertMarkup', () => {
  it('When rendered markup has labels, fields, ids and test hooks, then labels become spans and no field keeps its name or id', () => {
    const html =
      '<form aria-label="Booking"><label for="email" class="a">Email</label><input id="email" name="email" type="email" class="b"/>' +
      '<select id="time" name="time"><option value="1">9:00</option></select><textarea id="notes" name="notes"></textarea>' +
      '<button id="go" name="go" type="submit" aria-describedby="hint">Book</button><p id="hint" data-testid="hint">Pick a time</p></form>';

    expect(inertMarkup(html)).toBe(
      '<form><span class="a">Email</span><input name="wsms-snapshot" type="email" class="b"/>' +
        '<select name="wsms-snapshot"><option value="1">9:00</option></select><textarea name="wsms-snapshot"></textarea>' +
        '<button type="submit">Book</button><p id="hint">Pick a time</p></form>',
    );
  });

  it('When text looks like an attribute or a tag, then it is left as it is (React escapes it)', () => {
    const html = '<p>for=&quot;x&quot; &lt;label&gt; id=&quot;y&quot;</p>';
    expect(inertMarkup(html)).toBe(html);
  });
});
