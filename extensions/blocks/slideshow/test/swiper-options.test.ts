import {
	buildSwiperOptions,
	clampDelay,
	normalizeEffect,
	settingsFromData,
} from '../swiper-options';

describe( 'clampDelay keeps 1–5 seconds', () => {
	test.each( [
		[ 3, 3 ],
		[ '2', 2 ],
		[ 0, 1 ],
		[ -4, 1 ],
		[ 9, 5 ],
		[ 2.5, 2.5 ],
		[ undefined, 3 ],
		[ '', 3 ],
		[ 'soon', 3 ],
	] )( '%p → %p', ( value, expected ) => {
		expect( clampDelay( value ) ).toBe( expected );
	} );
} );

describe( 'normalizeEffect', () => {
	test.each( [
		[ 'fade', 'fade' ],
		[ 'slide', 'slide' ],
		[ 'cube', 'slide' ],
		[ undefined, 'slide' ],
	] )( '%p → %p', ( value, expected ) => {
		expect( normalizeEffect( value ) ).toBe( expected );
	} );
} );

describe( 'settingsFromData reads the saved data attributes', () => {
	test.each( [
		[
			'autoplay with a delay',
			{ autoplay: 'true', delay: '2', effect: 'fade' },
			{ autoplay: true, delay: 2, effect: 'fade' },
		],
		[
			'no autoplay attribute',
			{ effect: 'slide' },
			{ autoplay: false, delay: 3, effect: 'slide' },
		],
		[
			'out-of-range delay',
			{ autoplay: 'true', delay: '30' },
			{ autoplay: true, delay: 5, effect: 'slide' },
		],
	] )( '%s', ( _, data, expected ) => {
		expect( settingsFromData( data ) ).toEqual( expected );
	} );
} );

describe( 'buildSwiperOptions', () => {
	const autoplay = { autoplay: true, delay: 2, effect: 'slide' as const };
	test.each( [
		[
			'autoplay on, motion allowed: delay in ms, pauses on hover',
			autoplay,
			3,
			false,
			{
				autoplay: {
					delay: 2000,
					disableOnInteraction: false,
					pauseOnMouseEnter: true,
				},
				loop: true,
				rewind: false,
				speed: 300,
			},
		],
		[
			'reduced motion: no autoplay, no animation',
			autoplay,
			3,
			true,
			{ autoplay: false, speed: 0 },
		],
		[
			'one slide: no autoplay, no loop',
			autoplay,
			1,
			false,
			{ autoplay: false, loop: false, rewind: false },
		],
		[
			'two slides loop forward instead of rewinding',
			{ ...autoplay, autoplay: false },
			2,
			false,
			{ autoplay: false, loop: true, rewind: false },
		],
		[
			'fade cross-fades and does not follow the finger',
			{ autoplay: false, delay: 3, effect: 'fade' as const },
			4,
			false,
			{
				effect: 'fade',
				fadeEffect: { crossFade: true },
				followFinger: false,
			},
		],
		[
			'keyboard starts off (switched on with focus)',
			autoplay,
			3,
			false,
			{ keyboard: { enabled: false, onlyInViewport: false } },
		],
	] )( '%s', ( _, settings, count, reducedMotion, expected ) => {
		expect(
			buildSwiperOptions( settings, count, reducedMotion )
		).toMatchObject( expected );
	} );

	test.each( [
		[ 0, 3, 0 ],
		[ 2, 3, 2 ],
		[ 7, 3, 2 ],
		[ -1, 3, 0 ],
		[ 4, 0, 0 ],
	] )(
		'initial slide %p of %p slides → %p',
		( initialSlide, count, expected ) => {
			expect(
				buildSwiperOptions( autoplay, count, false, initialSlide )
					.initialSlide
			).toBe( expected );
		}
	);
} );
