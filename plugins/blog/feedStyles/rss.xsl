<?xml version="1.0" encoding="utf-8"?>
<!-- The page a browser shows for the blog's RSS feed (feedOptions.xslt): the feed's title and
     description, a note on what a feed is for, and each post with its date, summary and link. -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="html" version="5.0" encoding="utf-8" indent="yes"/>
  <xsl:template match="/">
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="/rss/channel/title"/> (RSS feed)</title>
        <link rel="stylesheet" href="rss.css"/>
      </head>
      <body>
        <header class="feed-header">
          <p class="feed-kind">RSS feed</p>
          <h1><xsl:value-of select="/rss/channel/title"/></h1>
          <p><xsl:value-of select="/rss/channel/description"/></p>
          <p class="feed-note">
            Paste this page's address into a feed reader to follow new posts.
            <a href="{/rss/channel/link}">Go to the blog</a>
          </p>
        </header>
        <main>
          <xsl:for-each select="/rss/channel/item">
            <article class="feed-item">
              <h2><a href="{link}"><xsl:value-of select="title"/></a></h2>
              <p class="feed-date"><xsl:value-of select="pubDate"/></p>
              <xsl:if test="description">
                <p><xsl:value-of select="description"/></p>
              </xsl:if>
            </article>
          </xsl:for-each>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
