export { createGitHubClient, type GitHubClient, type GitHubClientOptions, GitHubUnavailableError } from './client.js';
export {
  type BaseReportState,
  type CommentState,
  fetchBaseReport,
  type Outcome,
  upsertPrComment,
} from './pr-view.js';
export {
  fetchRecentReports,
  type RecentReport,
  type RecentReports,
  type RecentReportsOptions,
  type RecentReportsState,
} from './recent-reports.js';
export { readZip, type ZipEntry, ZipError } from './zip.js';
