/**
 * The attribution a map shows: mapbox-gl's attribution control writes each source's
 * attribution into the page with innerHTML, so what reaches it is rebuilt here from text and
 * http(s) links only. The HTML is read in a document of its own made by DOMParser (no script
 * runs there and nothing loads); text is escaped, a link keeps only an http(s) `href`, any other
 * element is reduced to what it holds.
 */
import { isHttpUrl } from '@shared/validation/url';

const escapeText = ( text: string ) =>
	text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );

const escapeAttribute = ( value: string ) =>
	escapeText( value ).replace( /"/g, '&quot;' );

function rebuild( node: Node, inLink: boolean ): string {
	if ( node.nodeType === node.TEXT_NODE ) {
		return escapeText( node.textContent ?? '' );
	}
	if ( node.nodeType !== node.ELEMENT_NODE ) {
		return '';
	}
	const element = node as Element;
	const inner = Array.from( element.childNodes )
		.map( ( child ) => rebuild( child, inLink || element.tagName === 'A' ) )
		.join( '' );
	const href = element.getAttribute( 'href' );
	if ( element.tagName === 'A' && ! inLink && isHttpUrl( href ) ) {
		return `<a href="${ escapeAttribute( href as string ) }">${ inner }</a>`;
	}
	return inner;
}

/**
 * An attribution's HTML reduced to text and http(s) links, safe to insert with innerHTML.
 *
 * @param html The attribution, from the server or a tile source.
 * @return Escaped text and `<a href="http(s)://…">` links, nothing else.
 */
export function safeAttribution( html: string ): string {
	if ( ! html ) {
		return '';
	}
	const body = new DOMParser().parseFromString( html, 'text/html' ).body;
	return Array.from( body.childNodes )
		.map( ( child ) => rebuild( child, false ) )
		.join( '' );
}
