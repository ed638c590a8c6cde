/**
 * The Tiled Gallery's older saved forms, newest first (filled in by the deprecations work of
 * issue 14; the block registers once its folder is complete).
 */
export default [];
