export { isProcessRunning } from './process.js';
export {
  type FileContent,
  removeStaleTempFiles,
  type WriteFileAtomicOptions,
  writeFileAtomic,
  writeFileAtomicSync,
} from './write-file-atomic.js';
