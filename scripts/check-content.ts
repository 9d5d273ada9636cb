// npm run check-content: validates every article of the blog in a second or two, without a
// build, and prints one `file:line field: message` line per problem (exit code 1 if any).
import { blogContentDir, publicDir } from '../lib/blog/config';
import { checkContent } from '../lib/blog/check-content';
import { formatProblem } from '../lib/blog/schema';

const { posts, problems } = checkContent(blogContentDir, { publicDir });
for (const problem of problems) console.log(formatProblem(problem));
const drafts = posts.filter((post) => post.draft).length;
const swahili = posts.filter((post) => post.language === 'sw').length;
const notes = [drafts ? `${drafts} draft${drafts === 1 ? '' : 's'}` : '', swahili ? `${swahili} in Kiswahili` : ''].filter(Boolean);
const checked = `${posts.length} article${posts.length === 1 ? '' : 's'} checked${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
if (problems.length > 0) {
  console.log(`\n${checked}: ${problems.length} problem${problems.length === 1 ? '' : 's'}.`);
  process.exitCode = 1;
} else {
  console.log(`${checked}: no problems.`);
}
