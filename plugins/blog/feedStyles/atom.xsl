<?xml version="1.0" encoding="utf-8"?>
<!-- The page a browser shows for the blog's Atom feed (feedOptions.xslt): the feed's title and
     subtitle, a note on what a feed is for, and each entry with its date, summary and link. -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:atom="http://www.w3.org/2005/Atom">
  <xsl:output method="html" version="5.0" encoding="utf-8" indent="yes"/>
  <xsl:template match="/">
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="/atom:feed/atom:title"/> (Atom feed)</title>
        <link rel="stylesheet" href="atom.css"/>
      </head>
      <body>
        <header class="feed-header">
          <p class="feed-kind">Atom feed</p>
          <h1><xsl:value-of select="/atom:feed/atom:title"/></h1>
          <p><xsl:value-of select="/atom:feed/atom:subtitle"/></p>
          <p class="feed-note">
            Paste this page's address into a feed reader to follow new posts.
            <a href="{/atom:feed/atom:link[@rel='alternate']/@href}">Go to the blog</a>
          </p>
        </header>
        <main>
          <xsl:for-each select="/atom:feed/atom:entry">
            <article class="feed-item">
              <h2><a href="{atom:link/@href}"><xsl:value-of select="atom:title"/></a></h2>
              <p class="feed-date"><xsl:value-of select="substring(atom:updated, 1, 10)"/></p>
              <xsl:if test="atom:summary">
                <p><xsl:value-of select="atom:summary"/></p>
              </xsl:if>
            </article>
          </xsl:for-each>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
