import MarkdownIt from 'markdown-it';
import { createRenderer, loadRenderer } from '../renderer';

const render = createRenderer( MarkdownIt );

function dom( html: string ): HTMLElement {
	const root = document.createElement( 'div' );
	root.innerHTML = html;
	return root;
}

/**
 * Every attribute name in a tree.
 * @param root
 */
function attributeNames( root: Element ): string[] {
	return Array.from( root.querySelectorAll( '*' ) ).flatMap( ( element ) =>
		element.getAttributeNames()
	);
}

describe( 'Markdown renderer', () => {
	test.each`
		source                             | selector                             | text
		${ '## Title' }                    | ${ 'h2' }                            | ${ 'Title' }
		${ '- one\n- two' }                | ${ 'ul > li + li' }                  | ${ 'two' }
		${ '1. first' }                    | ${ 'ol > li' }                       | ${ 'first' }
		${ '[site](https://example.com)' } | ${ 'a[href="https://example.com"]' } | ${ 'site' }
		${ '`a < b`' }                     | ${ 'code' }                          | ${ 'a < b' }
		${ '**bold** and _em_' }           | ${ 'strong' }                        | ${ 'bold' }
	`( 'renders $selector from $source', ( { source, selector, text } ) => {
		expect(
			dom( render( source ) ).querySelector( selector )
		).toHaveTextContent( text );
	} );

	test.each`
		source
		${ '' }
		${ '   \n\n ' }
	`( 'renders nothing for an empty source ($source)', ( { source } ) => {
		expect( render( source ) ).toBe( '' );
	} );

	test.each`
		source                                              | shownText
		${ '<script>alert(1)</script>' }                    | ${ '<script>alert(1)</script>' }
		${ '<img src=x onerror="alert(1)">' }               | ${ '<img src=x onerror="alert(1)">' }
		${ 'Hi <b onmouseover="alert(1)">there</b>' }       | ${ 'Hi <b onmouseover="alert(1)">there</b>' }
		${ '<iframe src="https://evil.example"></iframe>' } | ${ '<iframe src="https://evil.example"></iframe>' }
		${ '<svg onload=alert(1)>' }                        | ${ '<svg onload=alert(1)>' }
		${ '<a href="javascript:alert(1)">x</a>' }          | ${ '<a href="javascript:alert(1)">x</a>' }
	`(
		'shows raw HTML as text, never as markup: $source',
		( { source, shownText } ) => {
			const root = dom( render( source ) );
			expect(
				root.querySelectorAll( 'script, img, iframe, svg, b, a' )
			).toHaveLength( 0 );
			expect(
				attributeNames( root ).filter( ( name ) =>
					name.startsWith( 'on' )
				)
			).toEqual( [] );
			expect( root ).toHaveTextContent( shownText );
		}
	);

	test.each`
		source
		${ '[x](javascript:alert(1))' }
		${ '[x](JAVASCRIPT:alert(1))' }
		${ '[x](java\tscript:alert(1))' }
		${ '[x](vbscript:msgbox(1))' }
		${ '[x](data:text/html;base64,PHNjcmlwdD4=)' }
		${ '![x](javascript:alert(1))' }
		${ '<javascript:alert(1)>' }
		${ '[x]: javascript:alert(1)\n\n[x]' }
	`( 'rejects a dangerous link: $source', ( { source } ) => {
		const root = dom( render( source ) );
		const urls = Array.from( root.querySelectorAll( '[href], [src]' ) ).map(
			( element ) =>
				element.getAttribute( 'href' ) ??
				element.getAttribute( 'src' ) ??
				''
		);
		expect(
			urls.filter( ( url ) =>
				/^\s*(javascript|vbscript|data:text)/i.test( url )
			)
		).toEqual( [] );
		expect( urls ).toEqual( [] );
	} );

	test( 'loadRenderer loads markdown-it once and renders with the same rules', async () => {
		const first = loadRenderer();
		expect( loadRenderer() ).toBe( first );
		const loaded = await first;
		expect( loaded( '<script>x</script>' ) ).toBe(
			render( '<script>x</script>' )
		);
	} );
} );
