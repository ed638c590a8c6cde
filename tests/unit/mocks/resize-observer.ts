/**
 * jsdom has no ResizeObserver; components such as Placeholder measure themselves with one.
 * A test that renders them imports this module (one that needs reported sizes brings its own).
 */
window.ResizeObserver ??= class {
	observe() {}
	unobserve() {}
	disconnect() {}
};

export {};
