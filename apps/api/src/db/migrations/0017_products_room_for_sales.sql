-- Every paid order raises sold_count of its products, and a reversal lowers it. A products row is
-- wide (about 800 bytes with its description and search text), so a page filled to the brim has no
-- room for the new version: the update goes to another page and adds an entry to every index of
-- products, two of them GIN trigram indexes with hundreds of keys per row. With a third of each page
-- kept free the new version stays on its page (a HOT update) and no index is touched. Rows written
-- before this move to pages with room at their next such update.
ALTER TABLE "products" SET (fillfactor = 70);
