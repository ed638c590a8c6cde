import {
	contentToStore,
	contentWithoutRenderer,
	initialRenderedSource,
	isRenderDue,
} from '../sync';

const render = ( source: string ) =>
	source.trim() ? `<p>${ source.trim() }</p>\n` : '';

describe( 'Markdown source and HTML', () => {
	test.each`
		case                                       | source     | content              | expected
		${ 'saved source and HTML (kept as is)' }  | ${ '# A' } | ${ '<h1>A</h1>\n' }  | ${ '# A' }
		${ 'HTML from another renderer (kept)' }   | ${ '# A' } | ${ '<h1>B</h1>' }    | ${ '# A' }
		${ 'source without HTML (pattern, REST)' } | ${ '# A' } | ${ '' }              | ${ undefined }
		${ 'source with blank HTML' }              | ${ '# A' } | ${ '\n  ' }          | ${ undefined }
		${ 'empty block' }                         | ${ '' }    | ${ '' }              | ${ '' }
		${ 'blank source, no HTML' }               | ${ '  ' }  | ${ '' }              | ${ '  ' }
		${ 'HTML without a source (kept)' }        | ${ '' }    | ${ '<p>legacy</p>' } | ${ '' }
	`(
		'opening a block: $case → rendered from $expected',
		( { source, content, expected } ) => {
			expect( initialRenderedSource( source, content ) ).toBe( expected );
		}
	);

	test.each`
		case                                        | source     | content             | renderedSource | due        | stored
		${ 'opened with HTML' }                     | ${ '# A' } | ${ '<h1>A</h1>' }   | ${ '# A' }     | ${ false } | ${ undefined }
		${ 'opened without HTML' }                  | ${ 'A' }   | ${ '' }             | ${ undefined } | ${ true }  | ${ '<p>A</p>\n' }
		${ 'source changed from outside' }          | ${ 'B' }   | ${ '<p>A</p>\n' }   | ${ 'A' }       | ${ true }  | ${ '<p>B</p>\n' }
		${ 'source and HTML changed together' }     | ${ 'B' }   | ${ '<p>B</p>\n' }   | ${ 'A' }       | ${ true }  | ${ undefined }
		${ 'source emptied from outside' }          | ${ '' }    | ${ '<p>A</p>\n' }   | ${ 'A' }       | ${ true }  | ${ '' }
		${ 'empty block' }                          | ${ '' }    | ${ '' }             | ${ '' }        | ${ false } | ${ undefined }
		${ 'HTML from another renderer, unedited' } | ${ 'A' }   | ${ '<p>A</p>' }     | ${ 'A' }       | ${ false } | ${ undefined }
		${ 'typed before markdown-it loaded' }      | ${ 'AB' }  | ${ '<p>old</p>\n' } | ${ 'A' }       | ${ true }  | ${ '<p>AB</p>\n' }
	`(
		'$case: due $due, stores $stored',
		( { source, content, renderedSource, due, stored } ) => {
			expect( isRenderDue( source, renderedSource ) ).toBe( due );
			expect(
				contentToStore( source, content, renderedSource, render )
			).toBe( stored );
		}
	);

	test.each`
		case                                   | source    | content           | renderedSource | stored
		${ 'stale HTML is dropped' }           | ${ 'AB' } | ${ '<p>A</p>\n' } | ${ 'A' }       | ${ '' }
		${ 'no HTML yet: nothing to store' }   | ${ 'A' }  | ${ '' }           | ${ undefined } | ${ undefined }
		${ 'HTML of this source is kept' }     | ${ 'A' }  | ${ '<p>A</p>\n' } | ${ 'A' }       | ${ undefined }
		${ 'HTML of an opened block is kept' } | ${ 'A' }  | ${ '<p>x</p>' }   | ${ 'A' }       | ${ undefined }
		${ 'HTML without a source is kept' }   | ${ '' }   | ${ '<p>old</p>' } | ${ '' }        | ${ undefined }
	`(
		'markdown-it failed to load, $case',
		( { source, content, renderedSource, stored } ) => {
			expect(
				contentWithoutRenderer( source, content, renderedSource )
			).toBe( stored );
		}
	);
} );
