-- Search folding (the command palette's record search, server/src/main/search/): one spelling for matching
-- names whatever their case and diacritics, so "nguyen" finds "Nguyễn" and "munchen" finds "München". Combining
-- marks U+0300–U+036F are dropped (decomposed text), Latin letters with diacritics become their base letter,
-- đ → d, ø → o, ł → l, ß → ss, then lower case. The letters of U+00C0–U+024F and U+1E00–U+1EFF (German,
-- Vietnamese and the other Latin scripts) are listed here, so the result does not depend on the database's
-- locale. The console's matcher folds the same way (design-system/CommandPalette/fold.ts):
-- tests/contract/search-fold.test.ts holds the two to each other.
CREATE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $fold$
    SELECT replace(lower(translate(regexp_replace(value, '[\u0300-\u036F]', '', 'g'),
      'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞàáâãäåçèéêëìíîïñòóôõöøùúûüýÿĀā'
      || 'ĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦĨĩĪīĬĭĮįİıĲĴĵĶķĹĺĻļĽľĿŁ'
      || 'łŃńŅņŇňŊŌōŎŏŐőŒŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƁƂƄ'
      || 'ƆƇƉƊƋƎƏƐƑƓƔƖƗƘƜƝƟƠơƢƤƦƧƩƬƮƯưƱƲƳƵƷƸƼǄǅǇǈǊǋǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠ'
      || 'ǡǢǣǤǦǧǨǩǪǫǬǭǮǯǰǱǲǴǵǶǷǸǹǺǻǼǽǾǿȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȜȞȟ'
      || 'ȠȢȤȦȧȨȩȪȫȬȭȮȯȰȱȲȳȺȻȽȾɁɃɄɅɆɈɊɌɎḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝ'
      || 'ḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏṐṑṒṓṔṕṖṗṘṙ'
      || 'ṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴṵṶṷṸṹṺṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕ'
      || 'ẖẗẘẙẛẞẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổ'
      || 'ỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹỺỼỾ',
      'aaaaaaæceeeeiiiiðnoooooouuuuyþaaaaaaceeeeiiiinoooooouuuuyyaa'
      || 'aaaaccccccccddddeeeeeeeeeegggggggghhħiiiiiiiiiiĳjjkkllllllŀl'
      || 'lnnnnnnŋooooooœrrrrrrssssssssttttŧuuuuuuuuuuuuwwyyyzzzzzzɓƃƅ'
      || 'ɔƈɖɗƌǝəɛƒɠɣɩɨƙɯɲɵooƣƥʀƨʃƭʈuuʊʋƴƶʒƹƽǆǆǉǉǌǌaaiioouuuuuuuuuuaaa'
      || 'aææǥggkkooooʒʒjǳǳggƕƿnnaaææooaaaaeeeeiiiioooorrrruuuussttȝhh'
      || 'ƞȣȥaaeeooooooooyyⱥȼƚⱦɂƀʉʌɇɉɋɍɏaabbbbbbccddddddddddeeeeeeeeee'
      || 'ffgghhhhhhhhhhiiiikkkkkkllllllllmmmmmmnnnnnnnnoooooooopppprr'
      || 'rrrrrrssssssssssttttttttuuuuuuuuuuvvvvwwwwwwwwwwxxxxyyzzzzzz'
      || 'htwyſßaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiioooooooooo'
      || 'oooooooooooooouuuuuuuuuuuuuuyyyyyyyyỻỽỿ')), 'ß', 'ss')
  $fold$;
