import {
	clampRating,
	legacySymbolCount,
	MAX_DRAWN_STARS,
	nextRating,
	starFills,
} from '../rating';

describe( 'nextRating', () => {
	test.each`
		current  | clicked  | expected | why
		${ 1 }   | ${ 3.5 } | ${ 3.5 } | ${ 'left half of star 4 gives a half star' }
		${ 1 }   | ${ 4 }   | ${ 4 }   | ${ 'right half of star 4 gives four stars' }
		${ 4 }   | ${ 4 }   | ${ 3.5 } | ${ 'the selected whole value is lowered by half' }
		${ 1 }   | ${ 1 }   | ${ 0.5 } | ${ 'the selected first star is lowered to half' }
		${ 0.5 } | ${ 1 }   | ${ 0 }   | ${ 'star 1 while at half a star clears the rating' }
		${ 0.5 } | ${ 0.5 } | ${ 0.5 } | ${ 'the selected half value stays' }
		${ 3.5 } | ${ 3.5 } | ${ 3.5 } | ${ 'a selected half value is not lowered' }
		${ 3.5 } | ${ 2 }   | ${ 2 }   | ${ 'a lower star sets that value' }
		${ 0 }   | ${ 1 }   | ${ 1 }   | ${ 'from no rating, star 1 gives one star' }
	`(
		'$current, click $clicked → $expected ($why)',
		( { current, clicked, expected } ) => {
			expect( nextRating( current, clicked ) ).toBe( expected );
		}
	);
} );

describe( 'clampRating', () => {
	test.each`
		rating   | maxRating | expected
		${ 3 }   | ${ 5 }    | ${ 3 }
		${ 7.5 } | ${ 5 }    | ${ 5 }
		${ 5 }   | ${ 5 }    | ${ 5 }
		${ -1 }  | ${ 5 }    | ${ 0 }
	`(
		'$rating within $maxRating → $expected',
		( { rating, maxRating, expected } ) => {
			expect( clampRating( rating, maxRating ) ).toBe( expected );
		}
	);
} );

describe( 'starFills', () => {
	test.each`
		rating   | maxRating | expected
		${ 0 }   | ${ 3 }    | ${ [ 'empty', 'empty', 'empty' ] }
		${ 0.5 } | ${ 3 }    | ${ [ 'half', 'empty', 'empty' ] }
		${ 1 }   | ${ 3 }    | ${ [ 'full', 'empty', 'empty' ] }
		${ 3.5 } | ${ 5 }    | ${ [ 'full', 'full', 'full', 'half', 'empty' ] }
		${ 5 }   | ${ 5 }    | ${ [ 'full', 'full', 'full', 'full', 'full' ] }
		${ 2 }   | ${ 0 }    | ${ [] }
	`( '$rating of $maxRating', ( { rating, maxRating, expected } ) => {
		expect( starFills( rating, maxRating ) ).toEqual( expected );
	} );

	// Found by the round-trip fuzz: a `maxRating` of 2^31 written in raw block markup ran the
	// editor out of memory while saving. The scale never goes past 10 in the editor.
	test.each( [ 1e6, 2 ** 31, Number.MAX_VALUE ] )(
		'a scale of %d draws at most MAX_DRAWN_STARS stars',
		( maxRating ) => {
			const fills = starFills( 3, maxRating );
			expect( fills ).toHaveLength( MAX_DRAWN_STARS );
			expect( fills.slice( 0, 4 ) ).toEqual( [
				'full',
				'full',
				'full',
				'empty',
			] );
		}
	);
} );

describe( 'legacySymbolCount', () => {
	test.each`
		rating   | expected
		${ 0 }   | ${ 0 }
		${ 0.5 } | ${ 1 }
		${ 3 }   | ${ 3 }
		${ 3.5 } | ${ 4 }
	`( '$rating → $expected "★"', ( { rating, expected } ) => {
		expect( legacySymbolCount( rating ) ).toBe( expected );
	} );

	test( 'a huge rating counts at most MAX_DRAWN_STARS symbols', () => {
		expect( legacySymbolCount( 2 ** 31 ) ).toBe( MAX_DRAWN_STARS );
	} );
} );
