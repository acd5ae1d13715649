// A node:test reporter for run.mjs: one JSON line per failed test or suite (name, what kind of
// failure, the error's first lines), so the end of the run can say which test of which file failed.

/** The error's own message, not node:test's wrapper ("test failed", with the cause inside). */
function messageOf(error) {
  const inner = error?.cause ?? error;
  const text = inner?.message ?? String(inner ?? '');
  return text
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 6)
    .join('\n');
}

export default async function* failures(source) {
  for await (const event of source) {
    if (event.type !== 'test:fail') continue;
    const { name, nesting, details } = event.data;
    yield `${JSON.stringify({
      name,
      nesting,
      suite: details?.type === 'suite',
      failureType: details?.error?.failureType ?? null,
      message: messageOf(details?.error),
    })}\n`;
  }
}
