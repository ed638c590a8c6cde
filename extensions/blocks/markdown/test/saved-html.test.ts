import { escapeAttributeBrackets } from '../saved-html';

describe( 'escapeAttributeBrackets: no `<!--` or `-->` from a link title reaches the saved HTML', () => {
	it.each( [
		[
			'a block delimiter in a title, as innerHTML reads it back',
			'<p><a href="http://a" title="<!-- wp:paragraph -->">x</a></p>\n',
			'<p><a href="http://a" title="&lt;!-- wp:paragraph --&gt;">x</a></p>\n',
		],
		[
			'a comment closer and a tag in a title',
			'<a title="--> <b>">x</a>',
			'<a title="--&gt; &lt;b&gt;">x</a>',
		],
		[
			'single-quoted values',
			"<a title='<!--' href='/'>x</a>",
			"<a title='&lt;!--' href='/'>x</a>",
		],
		[
			'an apostrophe inside a double-quoted value',
			'<a title="it\'s <b>" href="/">x</a>',
			'<a title="it\'s &lt;b&gt;" href="/">x</a>',
		],
		[
			'an image alt (markdown-it writes it escaped)',
			'<img src="a.png" alt="&lt;!-- wp:x --&gt;">',
			'<img src="a.png" alt="&lt;!-- wp:x --&gt;">',
		],
		[
			'escaped text and quotes in text stay as they are',
			'<p>say ="&lt;!-- hi" <em>there</em> x" &gt;</p>',
			'<p>say ="&lt;!-- hi" <em>there</em> x" &gt;</p>',
		],
		[
			'markdown-it output without brackets is unchanged',
			'<h2>Title</h2>\n<p>With <strong>bold</strong> and <a href="https://e.com/?a=1&amp;b=2">a link</a>.</p>\n',
			'<h2>Title</h2>\n<p>With <strong>bold</strong> and <a href="https://e.com/?a=1&amp;b=2">a link</a>.</p>\n',
		],
		[ 'empty', '', '' ],
	] )( '%s', ( _name, html, saved ) => {
		expect( escapeAttributeBrackets( html ) ).toBe( saved );
	} );
} );
