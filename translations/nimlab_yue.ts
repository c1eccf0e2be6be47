<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="yue">
<context>
    <name>App</name>
    <message>
        <source>Session restored.</source>
        <translation>還原咗工作階段。</translation>
    </message>
    <message>
        <source>Unknown language &apos;%1&apos;: use en, ja or yue.</source>
        <translation>無效嘅語言「%1」：請用 en、ja 或者 yue。</translation>
    </message>
    <message>
        <source>NimLab: Nim, Fibonacci Nim, Wythoff&apos;s game and the nim-sum.</source>
        <translation>NimLab：拈、斐波那契拈、威佐夫博弈同拈和。</translation>
    </message>
    <message>
        <source>Language: en, ja or yue.</source>
        <translation>語言：en、ja 或者 yue。</translation>
    </message>
    <message>
        <source>Tab to show: nimsum, nim, fibnim, wythoff or sums.</source>
        <translation>要顯示嘅分頁：nimsum、nim、fibnim、wythoff 或者 sums。</translation>
    </message>
    <message>
        <source>Render the window to a PNG file after start-up and exit.</source>
        <translation>啟動之後將個視窗畫落一個 PNG 檔案，然後離開。</translation>
    </message>
    <message>
        <source>Unknown tab &apos;%1&apos;: use %2.</source>
        <translation>無效嘅分頁「%1」：請用 %2。</translation>
    </message>
    <message>
        <source>--worksheet needs --game nim|fibnim|wythoff|sum, --level 1|2|3, --count C and --seed S.</source>
        <translation>--worksheet 要有 --game nim|fibnim|wythoff|sum、--level 1|2|3、--count C 同 --seed S。</translation>
    </message>
    <message>
        <source>--worksheet needs the name of the PDF file to write.</source>
        <translation>--worksheet 要有要寫入嘅 PDF 檔案名。</translation>
    </message>
    <message>
        <source>Show the tab&apos;s &quot;What is this game?&quot; page (a game tab).</source>
        <translation>顯示分頁嘅「呢個係咩博弈？」頁（要係博弈分頁）。</translation>
    </message>
    <message>
        <source>Write a practice worksheet with its answer key to a PDF file and exit (with --game, --level, --count and --seed, as nimlab-cli exercise takes them).</source>
        <translation>將一份練習工作紙連答案寫入 PDF 檔案，然後結束（配合 --game、--level、--count 同 --seed，用法同 nimlab-cli exercise 一樣）。</translation>
    </message>
    <message>
        <source>The worksheet&apos;s game: nim, fibnim, wythoff or sum.</source>
        <translation>工作紙嘅博弈：nim、fibnim、wythoff 或者 sum。</translation>
    </message>
    <message>
        <source>The worksheet&apos;s level: 1, 2 or 3.</source>
        <translation>工作紙嘅級別：1、2 或者 3。</translation>
    </message>
    <message>
        <source>How many exercises the worksheet has: 1 to 1000.</source>
        <translation>工作紙有幾多題練習：1 至 1000。</translation>
    </message>
    <message>
        <source>The worksheet&apos;s seed: the same seed gives the same exercises.</source>
        <translation>工作紙嘅種子：同一個種子會出同樣嘅練習。</translation>
    </message>
    <message>
        <source>--%1 goes with --worksheet.</source>
        <translation>--%1 要同 --worksheet 一齊用。</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>The option --%1 does not apply to the command &apos;%2&apos;.</source>
        <translation>選項 --%1 唔適用於指令「%2」。</translation>
    </message>
    <message>
        <source>Unknown command &apos;%1&apos;. Run nimlab-cli --help for the list of commands.</source>
        <translation>無效嘅指令「%1」。執行 nimlab-cli --help 就睇到指令清單。</translation>
    </message>
    <message>
        <source>Wrong number of arguments. Usage: nimlab-cli %1</source>
        <translation>參數數目唔啱。用法：nimlab-cli %1</translation>
    </message>
    <message>
        <source>The number of coins</source>
        <translation>金幣數量</translation>
    </message>
    <message>
        <source>The quota</source>
        <translation>限額</translation>
    </message>
    <message>
        <source>%1 coins, quota %2.</source>
        <translation>%1 個金幣，限額 %2。</translation>
    </message>
    <message>
        <source>Zeckendorf representation: %1 = %2; smallest term %3.</source>
        <translation>Zeckendorf 表示：%1 = %2；最細嘅項係 %3。</translation>
    </message>
    <message>
        <source>The quota %1 is at least %2, so the player to move wins.</source>
        <translation>限額 %1 大過或者等於 %2，所以輪到嘅玩家有必勝策略。</translation>
    </message>
    <message>
        <source>Winning moves (take): %1</source>
        <translation>必勝步（攞幾多個）：%1</translation>
    </message>
    <message>
        <source>The quota allows taking every coin.</source>
        <translation>限額夠攞嗮所有金幣。</translation>
    </message>
    <message>
        <source>The quota %1 is below %2, so the player to move loses against best play.</source>
        <translation>限額 %1 細過 %2，所以如果對家用最佳策略，輪到嘅玩家會輸。</translation>
    </message>
    <message>
        <source>A pile</source>
        <translation>一堆嘅金幣數量</translation>
    </message>
    <message>
        <source>--quota needs one quota per pile, separated by commas.</source>
        <translation>--quota 要每堆一個限額，用逗號分隔。</translation>
    </message>
    <message>
        <source>A quota</source>
        <translation>限額</translation>
    </message>
    <message>
        <source>The piles are too big for the Grundy table.</source>
        <translation>啲堆太大，Grundy 值表計唔到。</translation>
    </message>
    <message>
        <source>Pile %1: %2 coins, quota %3, Grundy value g = %4</source>
        <translation>第 %1 堆：%2 個金幣，限額 %3，Grundy 值 g = %4</translation>
    </message>
    <message>
        <source>Nim-sum of the Grundy values: %1</source>
        <translation>Grundy 值嘅拈和：%1</translation>
    </message>
    <message>
        <source>The player to move wins.</source>
        <translation>輪到嘅玩家贏。</translation>
    </message>
    <message>
        <source>The player to move loses.</source>
        <translation>輪到嘅玩家輸。</translation>
    </message>
    <message>
        <source>Winning moves:</source>
        <translation>必勝步：</translation>
    </message>
    <message>
        <source>The global variant is solved by search only up to %1 coins in all; this position has %2.</source>
        <translation>全局變體只係用搜尋解到總共最多 %1 個金幣；呢個局面有 %2 個。</translation>
    </message>
    <message>
        <source>The position is too big to search.</source>
        <translation>呢個局面太大，搜尋唔到。</translation>
    </message>
    <message>
        <source>Piles: %1; one quota for the whole game: %2</source>
        <translation>堆：%1；成個博弈共用一個限額：%2</translation>
    </message>
    <message>
        <source>Positions searched: %1</source>
        <translation>搜尋咗嘅局面：%1</translation>
    </message>
    <message>
        <source>fibnim-grundy needs --max N.</source>
        <translation>fibnim-grundy 要有 --max N。</translation>
    </message>
    <message>
        <source>The largest pile</source>
        <translation>最大嗰堆</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>0 has no terms: it is the empty sum.</source>
        <translation>0 無任何項：佢係空和。</translation>
    </message>
    <message>
        <source>A heap</source>
        <translation>一堆嘅金幣數量</translation>
    </message>
    <message>
        <source>Heaps: %1</source>
        <translation>堆：%1</translation>
    </message>
    <message>
        <source>Nim-sum: %1 (binary %2)</source>
        <translation>拈和：%1（二進制 %2）</translation>
    </message>
    <message>
        <source>Misère play: the player who takes the last coin loses.</source>
        <translation>反常規則：攞最後一個金幣嘅玩家輸。</translation>
    </message>
    <message>
        <source>nimsum needs --method xor|mex|blocks and --size N.</source>
        <translation>nimsum 要有 --method xor|mex|blocks 同 --size N。</translation>
    </message>
    <message>
        <source>Unknown method &apos;%1&apos;: use xor, mex or blocks.</source>
        <translation>無效嘅方法「%1」：請用 xor、mex 或者 blocks。</translation>
    </message>
    <message>
        <source>The size</source>
        <translation>大細</translation>
    </message>
    <message>
        <source>Unknown example &apos;%1&apos;: use one of %2.</source>
        <translation>無效嘅例子「%1」：請用 %2 其中一個。</translation>
    </message>
    <message>
        <source>--from</source>
        <translation>--from</translation>
    </message>
    <message>
        <source>--count</source>
        <translation>--count</translation>
    </message>
    <message>
        <source>The index does not fit in 64 bits.</source>
        <translation>個編號超出 64 位元。</translation>
    </message>
    <message>
        <source>The P-position for n = %1 does not fit in 64 bits (the last one is n = %2).</source>
        <translation>n = %1 嘅後手必勝位置超出 64 位元（最後一個係 n = %2）。</translation>
    </message>
    <message>
        <source>wythoff-grundy needs --size N.</source>
        <translation>wythoff-grundy 要有 --size N。</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>指令：</translation>
    </message>
    <message>
        <source>Unknown language &apos;%1&apos;: use en, ja or yue.</source>
        <translation>無效嘅語言「%1」：請用 en、ja 或者 yue。</translation>
    </message>
    <message>
        <source>NimLab&apos;s analyses of Nim, Fibonacci Nim, Wythoff&apos;s game and the nim-sum table, as text or JSON.</source>
        <translation>NimLab 對拈、斐波那契拈、威佐夫博弈同拈和表嘅分析，用文字或者 JSON 輸出。</translation>
    </message>
    <message>
        <source>Answer in JSON (English keys).</source>
        <translation>用 JSON 回答（鍵名用英文）。</translation>
    </message>
    <message>
        <source>Language of the text answers: en, ja or yue.</source>
        <translation>文字回答嘅語言：en、ja 或者 yue。</translation>
    </message>
    <message>
        <source>Fibonacci Nim quota (for fibnim-multi: one per pile, comma-separated).</source>
        <translation>斐波那契拈嘅限額（fibnim-multi 就每堆一個，用逗號分隔）。</translation>
    </message>
    <message>
        <source>Largest pile of the Grundy table.</source>
        <translation>Grundy 值表最大嗰堆。</translation>
    </message>
    <message>
        <source>First index of the P-positions.</source>
        <translation>後手必勝位置嘅起始編號。</translation>
    </message>
    <message>
        <source>Number of P-positions.</source>
        <translation>後手必勝位置嘅數目。</translation>
    </message>
    <message>
        <source>Table size N (an N x N table).</source>
        <translation>表嘅大細 N（N × N 嘅表）。</translation>
    </message>
    <message>
        <source>Nim-sum table method: xor, mex or blocks.</source>
        <translation>拈和表嘅方法：xor、mex 或者 blocks。</translation>
    </message>
    <message>
        <source>Print the table as CSV.</source>
        <translation>用 CSV 格式印個表出嚟。</translation>
    </message>
    <message>
        <source>Print the sum of all entries and the build time instead of the table.</source>
        <translation>唔印個表，改為印所有項嘅總和同建立時間。</translation>
    </message>
    <message>
        <source>The analysis to run (see Commands).</source>
        <translation>要做嘅分析（睇「指令」）。</translation>
    </message>
    <message>
        <source>Its numbers.</source>
        <translation>佢嘅數字。</translation>
    </message>
    <message>
        <source>Numbers may not have a sign: &apos;%1&apos;.</source>
        <translation>數字唔可以有正負號：「%1」。</translation>
    </message>
    <message>
        <source>No command given. Run nimlab-cli --help for the list of commands.</source>
        <translation>未指定指令。執行 nimlab-cli --help 就睇到指令清單。</translation>
    </message>
    <message>
        <source>%1: sum of all entries %2, built in %3 ms.</source>
        <translation>%1：所有項加埋係 %2，用咗 %3 ms 建立。</translation>
    </message>
    <message>
        <source>g(n, q) for n up to %1</source>
        <translation>n 最大係 %1 嘅 g(n, q)</translation>
    </message>
    <message>
        <source>Method %1, size %2</source>
        <translation>方法 %1，大細 %2</translation>
    </message>
    <message>
        <source>Grundy values of Wythoff&apos;s game, size %1</source>
        <translation>威佐夫博弈嘅 Grundy 值，大細 %1</translation>
    </message>
    <message>
        <source>Position (%1, %2)</source>
        <translation>局面 (%1, %2)</translation>
    </message>
    <message>
        <source>P-position: the player who just moved wins; the player to move loses.</source>
        <translation>後手必勝位置：啱啱行咗嘅玩家贏，輪到嘅玩家輸。</translation>
    </message>
    <message>
        <source>N-position: the player to move wins.</source>
        <translation>先手必勝位置：輪到嘅玩家贏。</translation>
    </message>
    <message>
        <source>Winning moves (to):</source>
        <translation>必勝步（行去）：</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3 written in decimal digits, not &apos;%4&apos;.</source>
        <translation>%1 一定要係 %2 至 %3 之間嘅整數，用十進制數字寫，唔可以係「%4」。</translation>
    </message>
    <message>
        <source>Cannot write the answer: %1</source>
        <translation>寫唔到回答：%1</translation>
    </message>
    <message>
        <source>The option --%1 is given more than once.</source>
        <translation>選項 --%1 畀咗多過一次。</translation>
    </message>
    <message>
        <source>--json and --csv cannot be used together.</source>
        <translation>--json 同 --csv 唔可以一齊用。</translation>
    </message>
    <message>
        <source>Fibonacci Nim with one pile: the Zeckendorf representation against the quota, and the winning moves.</source>
        <translation>一堆金幣嘅斐波那契拈：Zeckendorf 表示同限額嘅比較，同埋必勝步。</translation>
    </message>
    <message>
        <source>Fibonacci Nim with several piles, each with its own quota: Grundy values and their nim-sum.</source>
        <translation>幾堆金幣、每堆有自己限額嘅斐波那契拈：Grundy 值同佢哋嘅拈和。</translation>
    </message>
    <message>
        <source>Fibonacci Nim with several piles and one quota for the whole game, solved by search.</source>
        <translation>幾堆金幣、成個博弈共用一個限額嘅斐波那契拈，用搜尋求解。</translation>
    </message>
    <message>
        <source>The Grundy values g(n, q) of Fibonacci Nim for every pile n up to N.</source>
        <translation>斐波那契拈嘅 Grundy 值 g(n, q)，n 最大係 N。</translation>
    </message>
    <message>
        <source>The Zeckendorf representation of N: the sum of non-consecutive Fibonacci numbers.</source>
        <translation>N 嘅 Zeckendorf 表示：唔連續嘅斐波那契數嘅和。</translation>
    </message>
    <message>
        <source>Nim: the nim-sum of the heaps, who wins, and every winning move.</source>
        <translation>拈：各堆嘅拈和、邊個贏，同埋所有必勝步。</translation>
    </message>
    <message>
        <source>The nim-sum table of size N built by one of the three methods.</source>
        <translation>用三種方法其中一種建立嘅拈和表，大細係 N。</translation>
    </message>
    <message>
        <source>A worked example of the articles, step by step.</source>
        <translation>文章入邊嘅例子，逐個步驟睇。</translation>
    </message>
    <message>
        <source>Wythoff&apos;s game: whether (X, Y) is a P-position, and every winning move.</source>
        <translation>威佐夫博弈：(X, Y) 係唔係後手必勝位置，同埋所有必勝步。</translation>
    </message>
    <message>
        <source>The P-positions of Wythoff&apos;s game (floor(n phi), floor(n phi^2)).</source>
        <translation>威佐夫博弈嘅後手必勝位置 (floor(n phi), floor(n phi^2))。</translation>
    </message>
    <message>
        <source>The Grundy values of Wythoff&apos;s game for piles up to N - 1.</source>
        <translation>威佐夫博弈嘅 Grundy 值，每堆最多 N - 1 個金幣。</translation>
    </message>
    <message>
        <source>The article&apos;s move: %1.</source>
        <translation>原文嘅做法：%1。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a component: write %2.</source>
        <translation>「%1」唔係一個部分：請用 %2 其中一種寫法。</translation>
    </message>
    <message>
        <source>A Nim heap</source>
        <translation>拈嘅一堆金幣數量</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos; in &apos;%2&apos;: write %3.</source>
        <translation>「%2」入面嘅「%1」係無效嘅博弈：請用 %3 其中一種寫法。</translation>
    </message>
    <message>
        <source>sum does not take --misere. %1</source>
        <translation>sum 唔接受 --misere。%1</translation>
    </message>
    <message>
        <source>One game alone (normal play): its value decides who wins.</source>
        <translation>得一個博弈（正常規則）：佢嘅值決定邊個贏。</translation>
    </message>
    <message>
        <source>A sum of %1 games (normal play): a move is a move in exactly one of them.</source>
        <translation>%1 個博弈嘅和（正常規則）：每一步都係喺其中啱啱一個博弈入面行。</translation>
    </message>
    <message>
        <source>The values in binary:</source>
        <translation>啲值嘅二進制：</translation>
    </message>
    <message>
        <source>A sum of games (Nim heaps, Fibonacci Nim piles, Wythoff positions): each component&apos;s Grundy value and why, their nim-sum, who wins, and every winning move.</source>
        <translation>博弈嘅和（拈嘅堆、斐波那契拈嘅堆、威佐夫博弈嘅局面）：每個部分嘅 Grundy 值同原因、佢哋嘅拈和、邊個贏，同埋所有必勝步。</translation>
    </message>
    <message>
        <source>exercise needs --game nim|fibnim|wythoff|sum, --level 1|2|3, --count C and --seed S.</source>
        <translation>exercise 要有 --game nim|fibnim|wythoff|sum、--level 1|2|3、--count C 同 --seed S。</translation>
    </message>
    <message>
        <source>Exercise %1: %2</source>
        <translation>練習 %1：%2</translation>
    </message>
    <message>
        <source>Practice: C positions of a game at a level, whether each is won and every winning move; the same seed gives the same exercises.</source>
        <translation>練習：一個博弈喺某個級別嘅 C 個局面，每個局面係咪贏位同所有必勝步；同一個種子會出同樣嘅練習。</translation>
    </message>
    <message>
        <source>Game of the exercises: nim, fibnim, wythoff or sum.</source>
        <translation>練習嘅博弈：nim、fibnim、wythoff 或者 sum。</translation>
    </message>
    <message>
        <source>Level of the exercises: 1, 2 or 3.</source>
        <translation>練習嘅級別：1、2 或者 3。</translation>
    </message>
    <message>
        <source>Seed of the exercises: the same seed gives the same exercises.</source>
        <translation>練習嘅種子：同一個種子會出同樣嘅練習。</translation>
    </message>
</context>
<context>
    <name>Example</name>
    <message>
        <source>Try it yourself: press &quot;Play from this position&quot; at the first step and find the winning move against the computer, then type heaps of your own in the start position.</source>
        <translation>自己試下：喺第一個步驟撳「由呢個局面開局」，同電腦玩，搵出必勝步；然後喺開局局面入你自己揀嘅堆。</translation>
    </message>
    <message>
        <source>Try it yourself: in the nim-sum table tab, build the 8 x 8 table step by step by XOR, by mex and by 2^k blocks, and compare the three.</source>
        <translation>自己試下：喺拈和表分頁，用異或、最細未用整數（mex）同 2^k 分塊三種方法一步步整 8 x 8 嘅表，再比較吓。</translation>
    </message>
    <message>
        <source>Try it yourself: play 10 coins against the computer on the Play page, finding the smallest Zeckendorf term at every move.</source>
        <translation>自己試下：喺對局頁同電腦玩 10 個金幣，每一步都搵出 Zeckendorf 表示入面最細嘅項。</translation>
    </message>
    <message>
        <source>Try it yourself: start from 21 coins with the computer moving first, and answer each of its moves so that it never reaches the smallest Zeckendorf term.</source>
        <translation>自己試下：由 21 個金幣開始，畀電腦做先手，每一步都回應到佢永遠攞唔到 Zeckendorf 表示入面最細嘅項。</translation>
    </message>
    <message>
        <source>Try it yourself: on the Play page, tick &quot;Show P-positions&quot; and play from (7, 9) against the computer, always moving the queen to a P-position.</source>
        <translation>自己試下：喺對局頁剔「顯示後手必勝位置」，由 (7, 9) 開始同電腦玩，每次都將皇后移去後手必勝位置。</translation>
    </message>
    <message>
        <source>Try it yourself: press &quot;Play this sum&quot;, make one of the winning moves, then add a component of your own and find the new winning moves.</source>
        <translation>自己試下：撳「用呢個和開局」，行其中一個必勝步；然後自己加一個部分，搵出新嘅必勝步。</translation>
    </message>
</context>
<context>
    <name>ExampleFigure</name>
    <message>
        <source>nim-sum</source>
        <translation>拈和</translation>
    </message>
    <message>
        <source>heap %1 (%2 → %3)</source>
        <translation>第 %1 堆（%2 → %3）</translation>
    </message>
    <message>
        <source>heap %1</source>
        <translation>第 %1 堆</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>寫唔到 %1：%2</translation>
    </message>
</context>
<context>
    <name>FibNimAnalysis</name>
    <message>
        <source>The game is over: the player who took the last coin has won.</source>
        <translation>呢局完咗：攞最後一個金幣嘅玩家贏咗。</translation>
    </message>
    <message>
        <source>The nim-sum is not 0: the player to move wins.</source>
        <translation>拈和唔係 0：輪到嘅玩家贏。</translation>
    </message>
    <message>
        <source>The nim-sum is 0: the player to move loses against best play.</source>
        <translation>拈和係 0：如果對家用最佳策略，輪到嘅玩家會輸。</translation>
    </message>
    <message>
        <source>The player to move wins.</source>
        <translation>輪到嘅玩家贏。</translation>
    </message>
    <message>
        <source>The player to move loses against best play: the opponent wins.</source>
        <translation>如果對家用最佳策略，輪到嘅玩家會輸：對家贏。</translation>
    </message>
    <message>
        <source>%1 is a Fibonacci number, so its Zeckendorf representation is %1 itself.</source>
        <translation>%1 係斐波那契數，所以佢嘅 Zeckendorf 表示就係 %1 自己。</translation>
    </message>
    <message>
        <source>Zeckendorf representation: %1 (each Fibonacci number at most once and never two consecutive ones; the greedy algorithm takes the largest Fibonacci number that fits until 0 is left). Its smallest term is %2.</source>
        <translation>Zeckendorf 表示：%1（每個斐波那契數只用一次，唔用連續兩個斐波那契數；貪婪算法每次都減走唔大過個數嘅最大斐波那契數，直到 0 為止）。最細嘅項係 %2。</translation>
    </message>
    <message>
        <source>Pile %1: %2 coins, quota %3, Grundy value g(%2, %3) = %4</source>
        <translation>第 %1 堆：%2 個金幣，限額 %3，Grundy 值 g(%2, %3) = %4</translation>
    </message>
    <message>
        <source>Piles %1, %2 coins in all; one quota for the whole game: %3 (twice the previous move, whichever pile it was from).</source>
        <translation>堆 %1，總共 %2 個金幣；成個博弈共用一個限額：%3（上一步嘅兩倍，無論上一步係喺邊一堆度攞）。</translation>
    </message>
    <message>
        <source>The quota %1 is at least the %2 coins left: every coin may be taken.</source>
        <translation>限額 %1 唔少過剩低嘅 %2 個金幣：可以攞嗮。</translation>
    </message>
    <message>
        <source>The quota is %1 and the smallest Zeckendorf term is %2: %1 ≥ %2.</source>
        <translation>限額係 %1，Zeckendorf 表示最細嘅項係 %2，即係 %1 ≥ %2。</translation>
    </message>
    <message>
        <source>The quota is %1, below the smallest Zeckendorf term %2: %1 &lt; %2.</source>
        <translation>限額係 %1，細過 Zeckendorf 表示最細嘅項 %2，即係 %1 &lt; %2。</translation>
    </message>
    <message>
        <source>Nim-sum of the Grundy values: %1 = %2</source>
        <translation>Grundy 值嘅拈和：%1 = %2</translation>
    </message>
    <message>
        <source>No formula is known for this variant: NimLab searches every continuation (%1 positions of the piles).</source>
        <translation>呢個變體未有已知嘅公式：NimLab 會搜尋所有之後嘅變化（堆嘅局面共 %1 個）。</translation>
    </message>
    <message>
        <source>take %1: every coin, the last one included</source>
        <translation>攞 %1 個：攞嗮，包括最後一個</translation>
    </message>
    <message>
        <source>No move wins.</source>
        <translation>無一步可以贏。</translation>
    </message>
    <message>
        <source>Winning moves (%1):</source>
        <translation>必勝步（共 %1 步）：</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>……仲有 %1 步</translation>
    </message>
    <message>
        <source>take %1: leaves %2 with quota %3 for the opponent, who answers by taking %4</source>
        <translation>攞 %1 個：剩低 %2 個畀對家，限額係 %3，對家會攞 %4 個應返</translation>
    </message>
    <message>
        <source>Taking all %1 coins takes the last coin, which wins at once.</source>
        <translation>攞嗮 %1 個金幣就攞到最後一個，即刻贏。</translation>
    </message>
    <message>
        <source>Why taking the smallest term wins: after taking %1, %2 coins remain. The opponent&apos;s new quota is 2 × %1 = %3, below %4, the smallest Zeckendorf term of what remains, so the opponent is left in a losing position.</source>
        <translation>點解攞最細嘅項會贏：攞咗 %1 個之後，剩低 %2 個金幣。對家嘅新限額係 2 × %1 = %3，細過剩低數量嘅 Zeckendorf 表示之中最細嘅項 %4，所以對家會喺輸位。</translation>
    </message>
    <message>
        <source>Other winning moves are possible as well (listed above).</source>
        <translation>亦都可能有其他必勝步（列咗喺上面）。</translation>
    </message>
    <message>
        <source>By the Sprague-Grundy theorem, several piles together are worth the nim-sum of their Grundy values (nim-values). A move that makes the nim-sum 0 leaves the opponent a position from which every move makes it non-zero again. No complete description of these values is known; NimLab computes them by the mex rule, g(n, q) = mex{ g(n − k, 2k) : 1 ≤ k ≤ min(q, n) }.</source>
        <translation>根據 Sprague-Grundy 定理，幾堆加埋嘅值就係每堆 Grundy 值（拈值）嘅拈和。令拈和變做 0 嘅一步，會留畀對家一個局面，佢無論點行都會令拈和變返唔係 0。呢啲值未有人完整描述到；NimLab 用最細未用整數（mex）嘅規則計：g(n, q) = mex{ g(n − k, 2k) : 1 ≤ k ≤ min(q, n) }。</translation>
    </message>
    <message>
        <source>After each of these moves the search finds no winning move for the opponent at the new quota.</source>
        <translation>行咗呢啲任何一步之後，搜尋都搵唔到對家喺新限額之下有必勝步。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>呢局已經完咗。</translation>
    </message>
    <message>
        <source>The quota %1 is below %2, the smallest term of the Zeckendorf representation %3. Whatever the player to move takes, k coins, the opponent&apos;s new quota 2k reaches the smallest Zeckendorf term of what remains (or every coin), so the opponent can keep winning.</source>
        <translation>限額 %1 細過 %2，即係 Zeckendorf 表示 %3 之中最細嘅項。無論輪到嘅玩家攞幾多個（k 個），對家嘅新限額 2k 都夠到剩低數量嘅 Zeckendorf 表示之中最細嘅項（或者夠攞嗮），所以對家可以一直贏落去。</translation>
    </message>
    <message>
        <source>The Grundy values of the piles, %1, have nim-sum 0. Every move changes the value of one pile and so makes the nim-sum non-zero; the opponent can then make it 0 again.</source>
        <translation>每堆嘅 Grundy 值 %1 嘅拈和係 0。每一步都會改變一堆嘅值，令拈和變成唔係 0；跟住對家又可以令佢變返 0。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>A search of every continuation (%1 positions) finds that each move leaves the opponent a winning position: with one quota for the whole game, the opponent can always answer.</source>
        <translation>搜尋咗所有之後嘅變化（%1 個局面），發現每一步都會留一個贏位畀對家：成個博弈共用一個限額，對家總係應付得到。</translation>
    </message>
    <message>
        <source>The starting value g(n, n − 1) is 0 for %1 values of n up to %2: %3.</source>
        <translation>開局值 g(n, n − 1) 喺 n 最大係 %2 嘅範圍入邊有 %1 個係 0，分別係 %3。</translation>
    </message>
    <message>
        <source>These are exactly the Fibonacci numbers in that range: the first player loses exactly when the pile is a Fibonacci number.</source>
        <translation>呢啲啱啱好就係嗰個範圍入邊嘅斐波那契數：堆嘅金幣數係斐波那契數嘅時候先手就會輸，唔係嘅話先手就唔會輸。</translation>
    </message>
    <message>
        <source>These are not exactly the Fibonacci numbers in that range.</source>
        <translation>呢啲同嗰個範圍入邊嘅斐波那契數唔完全一樣。</translation>
    </message>
    <message>
        <source>take %1: %2 → %3, next quota %4</source>
        <translation>攞 %1 個：%2 → %3，下一個限額係 %4</translation>
    </message>
    <message>
        <source>pile %1: take %2: %3 → %4, next quota %5</source>
        <translation>第 %1 堆攞 %2 個：%3 → %4，下一個限額係 %5</translation>
    </message>
    <message>
        <source>%1; %2 is below %3, the smallest Zeckendorf term of %4</source>
        <translation>%1（%2 細過 %3，即係 %4 嘅 Zeckendorf 表示入邊最細嘅項）</translation>
    </message>
    <message>
        <source>%1; the pile&apos;s Grundy value becomes %2, the nim-sum of the other piles, so the total is 0</source>
        <translation>%1（呢堆嘅 Grundy 值變成 %2，即係其他堆嘅拈和，所以總拈和係 0）</translation>
    </message>
</context>
<context>
    <name>FibNimExample</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Fibonacci Nim with %1 coins</source>
        <translation>%1 個金幣嘅斐波那契拈</translation>
    </message>
    <message>
        <source>The Zeckendorf representation of %1 is %2, and the first quota is %3. That is larger than %4, the smallest Fibonacci number in the representation, so the first player wins. One winning move is to take that smallest term, %4, leaving %5 coins.</source>
        <translation>%1 嘅 Zeckendorf 表示係 %2，最細出現嘅斐波那契數係 %4；開局限額係 %3，大過 %4，所以第一個玩家會贏。其中一個必勝步就係攞嗰個最細嘅數，即係攞 %4 個金幣，剩低 %5 個。</translation>
    </message>
    <message>
        <source>%1 coins are left, with quota %2, which is at least the smallest term %3. The first player again takes the smallest Fibonacci number of the representation, %3, leaving %4 coins.</source>
        <translation>依家有 %1 個金幣，新限額係 %2，唔細過最細嘅項 %3。第一個玩家再攞 Zeckendorf 表示之中出現嘅最細斐波那契數，即係攞 %3 個金幣，剩低 %4 個。</translation>
    </message>
    <message>
        <source>%1 coins are left; the Zeckendorf representation is %2 and the new quota is %3, smaller than %4: the second player cannot reach the smallest term. Taking %5 would let the first player win at once, so suppose the second player takes %6, leaving %7.</source>
        <translation>依家有 %1 個金幣，Zeckendorf 表示係 %2，新限額係 %3，細過 %4：第二個玩家攞唔到最細嗰項，無必勝策略。攞 %5 個金幣都會畀第一個玩家即刻贏；假設第二個玩家攞 %6 個金幣，剩低 %7 個。</translation>
    </message>
    <message>
        <source>%1 coins are left with quota %2: whether the second player takes %3 coins, the first player can take all the rest on the next move and wins.</source>
        <translation>依家有 %1 個金幣，限額係 %2：無論第二個玩家攞 %3 個金幣，下一步第一個玩家都夠限額攞嗮，第一個玩家贏咗。</translation>
    </message>
    <message>
        <source>%1 is a Fibonacci number, so its Zeckendorf representation is %1 itself. The first quota is %2, smaller than %1, so the first player loses and the second player wins with best play.</source>
        <translation>%1 係斐波那契數，所以佢嘅 Zeckendorf 表示就係 %1 自己。開局限額係 %2，細過 %1，所以如果大家都用完美策略嘅話，第一個玩家會輸，第二個玩家會贏。</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>either number: taking 3 or 4 would let ...</comment>
        <translation>%1 或者 %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>whether the player takes 1 or 2 coins</comment>
        <translation>%1 定 %2</translation>
    </message>
    <message>
        <source>First move</source>
        <translation>第一步</translation>
    </message>
    <message>
        <source>Coins left</source>
        <translation>剩低嘅金幣</translation>
    </message>
    <message>
        <source>Zeckendorf form</source>
        <translation>Zeckendorf 表示</translation>
    </message>
    <message>
        <source>Second player&apos;s quota</source>
        <translation>後手嘅限額</translation>
    </message>
    <message>
        <source>Winning reply</source>
        <translation>必勝嘅應對</translation>
    </message>
    <message>
        <source>take all %1</source>
        <comment>the winning reply</comment>
        <translation>攞嗮 %1 個</translation>
    </message>
    <message>
        <source>take %1</source>
        <comment>the winning reply</comment>
        <translation>攞 %1 個</translation>
    </message>
    <message>
        <source>take %1</source>
        <comment>a first move</comment>
        <translation>攞 %1 個</translation>
    </message>
    <message>
        <source>Every one of the %1 first moves leaves the second player a winning position. The table lists them: the second player answers with the smallest Zeckendorf term of what is left, which the first player&apos;s new quota cannot reach, or takes everything when the quota allows.</source>
        <translation>先手嘅 %1 種第一步，每一種都會留畀後手一個贏位。個表列出咗佢哋：後手會攞剩低嘅數嘅 Zeckendorf 表示最細嗰項，先手嘅新限額攞唔到咁多；如果限額容許，後手就攞嗮。</translation>
    </message>
</context>
<context>
    <name>FibNimExplainer</name>
    <message>
        <source>A one-pile position is the number of coins and the quota.</source>
        <translation>一堆嘅局面就係金幣數量同限額。</translation>
    </message>
    <message>
        <source>The pile is empty: there is nothing to play.</source>
        <translation>呢堆無金幣：無嘢可以玩。</translation>
    </message>
    <message>
        <source>A pile holds at most 10^18 = %1 coins.</source>
        <translation>每堆最多得 10^18 = %1 個金幣。</translation>
    </message>
    <message>
        <source>A game needs at least 2 coins: the first move may not take every coin.</source>
        <translation>一局最少要有 2 個金幣：第一步唔可以攞嗮。</translation>
    </message>
    <message>
        <source>The quota must be at least 1.</source>
        <translation>限額最少要係 1。</translation>
    </message>
    <message>
        <source>A game with several piles has 1 to %1 piles, each with its own quota.</source>
        <translation>幾堆金幣嘅博弈有 1 至 %1 堆，每堆有自己嘅限額。</translation>
    </message>
    <message>
        <source>A game with one quota for every pile has 1 to %1 piles.</source>
        <translation>所有堆共用一個限額嘅博弈有 1 至 %1 堆。</translation>
    </message>
    <message>
        <source>With several piles a pile holds at most %1 coins, so that the Grundy values are quick to compute; pile %2 has %3.</source>
        <translation>有幾堆嘅時候，每堆最多得 %1 個金幣，等 Grundy 值可以快啲計出嚟；第 %2 堆有 %3 個。</translation>
    </message>
    <message>
        <source>The variant with one quota for every pile is solved by search, up to %1 coins in all; this position has %2.</source>
        <translation>所有堆共用一個限額嘅變體係用搜尋解嘅，總共最多 %1 個金幣；呢個局面有 %2 個。</translation>
    </message>
    <message>
        <source>No pile can be played: a pile needs at least 2 coins at the start, since its first move may not take it whole.</source>
        <translation>無一堆可以玩：因為第一步唔可以攞嗮成堆，所以每堆一開始最少要有 2 個金幣。</translation>
    </message>
    <message>
        <source>Every pile is empty: there is nothing to play.</source>
        <translation>所有堆都無金幣：無嘢可以玩。</translation>
    </message>
    <message>
        <source>Choose a pile and how many coins to take.</source>
        <translation>揀一堆，再揀攞幾多個金幣。</translation>
    </message>
    <message>
        <source>There is only one pile.</source>
        <translation>得一堆咋。</translation>
    </message>
    <message>
        <source>There is no pile %1.</source>
        <translation>無第 %1 堆。</translation>
    </message>
    <message>
        <source>Take at least one coin.</source>
        <translation>最少要攞一個金幣。</translation>
    </message>
    <message>
        <source>Only 1 coin is left.</source>
        <translation>淨係剩低 1 個金幣。</translation>
    </message>
    <message>
        <source>Only %1 coins are left.</source>
        <translation>淨係剩低 %1 個金幣。</translation>
    </message>
    <message>
        <source>Pile %1 is empty.</source>
        <translation>第 %1 堆無金幣。</translation>
    </message>
    <message>
        <source>Pile %1 has only %2 coins.</source>
        <translation>第 %1 堆得 %2 個金幣。</translation>
    </message>
    <message>
        <source>The quota is %1: you may take at most %1 coins now (the first move may not take every coin; later moves at most twice the previous one).</source>
        <translation>限額係 %1：依家最多可以攞 %1 個金幣（第一步唔可以攞嗮，之後每一步最多攞上一步嘅兩倍）。</translation>
    </message>
    <message>
        <source>Pile %1 cannot be played: its quota is 0, since its first move may not take it whole.</source>
        <translation>第 %1 堆玩唔到：因為第一步唔可以攞嗮成堆，所以佢嘅限額係 0。</translation>
    </message>
    <message>
        <source>The quota of pile %1 is %2: you may take at most %2 coins from it now.</source>
        <translation>第 %1 堆嘅限額係 %2：依家最多可以喺呢堆攞 %2 個金幣。</translation>
    </message>
    <message>
        <source>The quota is %1 (twice the previous move, whichever pile it was from): you may take at most %1 coins now.</source>
        <translation>限額係 %1（上一步嘅兩倍，無論上一步係喺邊一堆度攞）：依家最多可以攞 %1 個金幣。</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>These game options are not valid.</source>
        <translation>呢啲博弈設定唔啱。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>呢局已經完咗。</translation>
    </message>
    <message>
        <source>unknown game options</source>
        <translation>無效嘅博弈設定</translation>
    </message>
    <message>
        <source>a move after the end of the game</source>
        <translation>呢局完咗之後仲有一步</translation>
    </message>
    <message>
        <source>No move can be made from this position (there is no coin to take): the game would be over before it starts.</source>
        <translation>呢個局面一步都行唔到（無金幣可以攞）：呢局未開始就已經完咗。</translation>
    </message>
    <message>
        <source>The computer plays this move: press &quot;Play on from here&quot; and it moves.</source>
        <translation>呢一步係電腦行嘅：撳「由呢度繼續」，電腦就會行。</translation>
    </message>
</context>
<context>
    <name>Intro</name>
    <message>
        <source>Three heaps of %1, %2 and %3 coins. Take from one heap at a time.</source>
        <translation>三堆金幣，分別有 %1、%2 同 %3 個。每次只可以喺一堆度攞。</translation>
    </message>
    <message>
        <source>A pile of %1 coins: the first move may take 1 to %2 of them.</source>
        <translation>一堆 %1 個金幣：第一步可以攞 1 至 %2 個。</translation>
    </message>
    <message>
        <source>Piles of %1 and %2 coins are the queen on square (%1, %2); the shaded squares are where she can move.</source>
        <translation>%1 個同 %2 個金幣嘅兩堆，就係喺 (%1, %2) 格嘅皇后；有陰影嘅格就係佢可以行去嘅地方。</translation>
    </message>
    <message>
        <source>a Nim heap of %1</source>
        <translation>%1 個金幣嘅拈堆</translation>
    </message>
    <message>
        <source>a Fibonacci Nim pile of %1 (quota %2)</source>
        <translation>%1 個金幣嘅斐波那契拈堆（限額 %2）</translation>
    </message>
    <message>
        <source>Wythoff (%1, %2)</source>
        <translation>威佐夫 (%1, %2)</translation>
    </message>
    <message>
        <source>Played side by side: %1. Each move is made in one of them.</source>
        <translation>並排一齊玩：%1。每一步只可以喺其中一個入面行。</translation>
    </message>
    <message>
        <source> + </source>
        <comment>between the components of a sum</comment>
        <translation> + </translation>
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <source>is missing</source>
        <translation>少咗呢個值</translation>
    </message>
    <message>
        <source>should be an object</source>
        <translation>應該係物件</translation>
    </message>
    <message>
        <source>should be true or false</source>
        <translation>應該係 true 或者 false</translation>
    </message>
    <message>
        <source>should be a whole number from %1 to %2</source>
        <translation>應該係 %1 至 %2 之間嘅整數</translation>
    </message>
    <message>
        <source>should be a number from %1 to %2</source>
        <translation>應該係 %1 至 %2 之間嘅數值</translation>
    </message>
    <message>
        <source>should be one of: %1</source>
        <translation>應該係 %1 其中一個</translation>
    </message>
    <message>
        <source>should be a whole number from 0 to %1 written in digits</source>
        <translation>應該係 0 至 %1 之間嘅整數，用十進制數字寫</translation>
    </message>
    <message>
        <source>should be a list</source>
        <translation>應該係清單</translation>
    </message>
    <message>
        <source>should be a list of %1 values</source>
        <translation>應該係有 %1 個值嘅清單</translation>
    </message>
    <message>
        <source>should be a list of %1 to %2 values</source>
        <translation>應該係有 %1 至 %2 個值嘅清單</translation>
    </message>
    <message>
        <source>is not a setting this version of NimLab knows</source>
        <translation>呢個版本嘅 NimLab 無呢個設定</translation>
    </message>
</context>
<context>
    <name>NimAnalysis</name>
    <message>
        <source>No coins are left: the player who took the last coin lost.</source>
        <translation>一個金幣都無剩：攞最後一個金幣嘅玩家輸咗。</translation>
    </message>
    <message>
        <source>No coins are left: the player who took the last coin won.</source>
        <translation>一個金幣都無剩：攞最後一個金幣嘅玩家贏咗。</translation>
    </message>
    <message>
        <source>Only heaps of one coin are left, an even number of them: the player to move wins by leaving an odd number.</source>
        <translation>淨係剩低得一個金幣嘅堆，而且有雙數堆：輪到嘅玩家留低單數堆就會贏。</translation>
    </message>
    <message>
        <source>Only heaps of one coin are left, an odd number of them: the player to move loses.</source>
        <translation>淨係剩低得一個金幣嘅堆，而且有單數堆：輪到嘅玩家會輸。</translation>
    </message>
    <message>
        <source>The nim-sum is %1, not 0: the player to move wins.</source>
        <translation>拈和係 %1，唔係 0：輪到嘅玩家贏。</translation>
    </message>
    <message>
        <source>The nim-sum is 0: the player to move loses against best play.</source>
        <translation>拈和係 0：如果對家用最佳策略，輪到嘅玩家會輸。</translation>
    </message>
    <message>
        <source>Only heap %1 has more than one coin. Lower it to %2 (take %3) so that an odd number of heaps of one coin is left: the opponent must take the last coin.</source>
        <translation>淨係第 %1 堆有多過一個金幣。將佢減到 %2（攞 %3 個），令到剩低單數堆得一個金幣嘅堆：咁對家就要攞最後一個金幣。</translation>
    </message>
    <message>
        <source>The largest power of two in the nim-sum %1 is %2. Heap %3 (%4 coins) has it. nim-sum(%4, %1) = %5 &lt; %4, so take %6 from heap %3 and leave %5: the nim-sum becomes 0.</source>
        <translation>拈和 %1 入邊最大嘅 2 嘅冪係 %2。第 %3 堆（%4 個金幣）有呢個 2 嘅冪。拈和(%4, %1) = %5 &lt; %4，所以喺第 %3 堆攞 %6 個，剩低 %5 個：拈和就變成 0。</translation>
    </message>
    <message>
        <source>Misère play: the player who takes the last coin loses. Play as in normal Nim while two or more heaps have more than one coin. When a move would leave only heaps of 0 and 1 coin, leave an odd number of heaps of 1 coin instead.</source>
        <translation>反常規則：攞最後一個金幣嘅玩家輸。如果有兩堆或以上多過一個金幣，就照正常規則嘅拈咁玩。當一步會令到淨係剩低 0 個或者 1 個金幣嘅堆，就改為留低單數堆得 1 個金幣嘅堆。</translation>
    </message>
    <message>
        <source>heap %1: %2 → %3 (take %4)</source>
        <translation>第 %1 堆：%2 → %3（攞 %4 個）</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>呢局已經完咗。</translation>
    </message>
    <message>
        <source>Only heaps of one coin are left, and an odd number of them: whatever you take, the opponent can leave you the last coin.</source>
        <translation>剩低嘅堆全部都係得一個金幣，而且有單數堆：無論你攞邊堆，對家都可以留最後一個金幣畀你。</translation>
    </message>
    <message>
        <source>The nim-sum is 0. Every move changes one heap, so it changes the nim-sum to something other than 0, and the opponent can then make it 0 again.</source>
        <translation>拈和係 0。每一步都會改變一堆，所以拈和會變成唔係 0，跟住對家又可以令佢變返 0。</translation>
    </message>
    <message>
        <source>%1 odd</source>
        <translation>%1（單數）</translation>
    </message>
    <message>
        <source>%1 even</source>
        <translation>%1（雙數）</translation>
    </message>
</context>
<context>
    <name>NimExample</name>
    <message>
        <source>Nim: the position %1</source>
        <translation>拈：局面 %1</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Write each heap of %1 as a sum of powers of two: %2.</source>
        <translation>將 %1 每一堆寫成 2 嘅冪加埋：%2。</translation>
    </message>
    <message>
        <source>nim-sum%1 = nim-sum(%2) = %3 = %4 &gt; 0: the powers of two that appear an odd number of times. So one heap can be lowered to make the nim-sum 0.</source>
        <translation>拈和%1 = 拈和(%2) = %3 = %4 &gt; 0：即係出現咗單數次嘅 2 嘅冪加埋。所以可以將其中一堆減少，令拈和變做 0。</translation>
    </message>
    <message>
        <source>The largest power of two in nim-sum %1 = %2 is %3. The heap of %4 = %5 has it.</source>
        <translation>拈和 %1 = %2 入邊最大嘅 2 嘅冪係 %3。有 %4 個金幣嗰堆（%4 = %5）有呢個 2 嘅冪。</translation>
    </message>
    <message>
        <source>nim-sum(%1, nim-sum%2) = nim-sum(%3, %4) = %5 = %6: the new size of that heap.</source>
        <translation>拈和(%1, 拈和%2) = 拈和(%3, %4) = %5 = %6：就係嗰堆嘅新大細。</translation>
    </message>
    <message>
        <source>Take %1 from the heap of %2, leaving %3: nim-sum%3 = %4, so the opponent now faces a losing position.</source>
        <translation>喺有 %2 個金幣嗰堆攞走 %1 個，剩低 %3：拈和%3 = %4，所以對家依家喺輸位。</translation>
    </message>
    <message>
        <source>The nim-sum table</source>
        <translation>拈和表</translation>
    </message>
    <message>
        <source>nim-sum(%1, %2) = nim-sum(%3, %4) = %5 = %6: a power of two that appears in both numbers drops out.</source>
        <translation>拈和(%1, %2) = 拈和(%3, %4) = %5 = %6：兩個數都有嘅 2 嘅冪會消去。</translation>
    </message>
    <message>
        <source>Method 1, bitwise exclusive or: %1 is %2 and %3 is %4 in binary; %2 XOR %4 = %5, which is %6 in decimal.</source>
        <translation>方法 1，逐位異或：%1 嘅二進制係 %2，%3 嘅二進制係 %4；%2 XOR %4 = %5，即係十進制嘅 %6。</translation>
    </message>
    <message>
        <source>The nim-sum table for 0 to %1: every row and every column holds each of 0 to %1 exactly once, and the diagonal is 0.</source>
        <translation>0 至 %1 嘅拈和表：每一行同每一列都有齊 0 至 %1，每個數啱啱好出現一次，對角線全部係 0。</translation>
    </message>
    <message>
        <source>Method 2: the smallest unused value</source>
        <translation>方法 2：最細未用整數（mex）</translation>
    </message>
    <message>
        <source>G(%1, %2) = %3</source>
        <translation>G(%1, %2) = %3</translation>
    </message>
    <message>
        <source>G(%1, %2) = %3: there is nothing before it.</source>
        <translation>G(%1, %2) = %3：佢前面乜都無。</translation>
    </message>
    <message>
        <source>G(%1, %2) is the smallest non-negative integer not used by %3, so it is %4.</source>
        <translation>除咗 %3 用咗嘅值，最細嘅非負整數係 %4，所以 G(%1, %2) = %4。</translation>
    </message>
    <message>
        <source> and </source>
        <translation> 同 </translation>
    </message>
    <message>
        <source>, </source>
        <comment>between two equations</comment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>NimExplainer</name>
    <message>
        <source>A Nim position has 1 to %1 heaps.</source>
        <translation>拈嘅局面要有 1 至 %1 堆。</translation>
    </message>
    <message>
        <source>A heap holds at most 2^63 = %1 coins.</source>
        <translation>每堆最多得 2^63 = %1 個金幣。</translation>
    </message>
    <message>
        <source>Choose one of the heaps.</source>
        <translation>揀其中一堆。</translation>
    </message>
    <message>
        <source>Heap %1 is empty.</source>
        <translation>第 %1 堆無金幣。</translation>
    </message>
    <message>
        <source>Take at least one coin: heap %1 must become smaller than %2.</source>
        <translation>最少要攞一個金幣：第 %1 堆一定要細過 %2。</translation>
    </message>
</context>
<context>
    <name>NimSumBuilder</name>
    <message>
        <source>nim-sum(%1, %2): %1 is %3 and %2 is %4 in binary. Bitwise exclusive or (1 where exactly one of them has 1): %5, which is %6.</source>
        <translation>拈和(%1, %2)：%1 嘅二進制係 %3，%2 嘅二進制係 %4。逐位異或（得其中一個係 1 嗰位就係 1）：%5，即係十進制嘅 %6。</translation>
    </message>
    <message>
        <source>G(0, 0) = 0: no value is used yet, so the smallest unused one is 0.</source>
        <translation>G(0, 0) = 0：仲未用過任何值，所以最細未用整數係 0。</translation>
    </message>
    <message>
        <source>G(%1, %2): the row to the left holds %3 and the column above holds %4. The smallest non-negative integer not among them is %5.</source>
        <translation>G(%1, %2)：同一行左邊有 %3，同一列上面有 %4。唔喺呢啲值入邊嘅最細非負整數係 %5。</translation>
    </message>
    <message>
        <source>The table of size 1 is the single value 0.</source>
        <translation>大細 1 嘅表就係一個值 0。</translation>
    </message>
    <message>
        <source>The table of size %1 is four tables of size %2: top left +0, top right +%2, bottom left +%2, bottom right +0.</source>
        <translation>大細 %1 嘅表由四個大細 %2 嘅表組成：左上 +0、右上 +%2、左下 +%2、右下 +0。</translation>
    </message>
    <message>
        <source>Size %1: the three methods agree in all %2 cells.</source>
        <translation>大細 %1：三種方法喺全部 %2 格都一樣。</translation>
    </message>
    <message>
        <source>Size %1: the methods disagree at (%2, %3).</source>
        <translation>大細 %1：啲方法喺 (%2, %3) 唔一樣。</translation>
    </message>
    <message>
        <source>the table size is not a power of two from 1 to %1</source>
        <translation>表嘅大細唔係 1 至 %1 之間嘅 2 嘅冪</translation>
    </message>
    <message>
        <source>step by step works for tables up to size %1</source>
        <translation>逐步睇只可以用喺大細 %1 或以下嘅表</translation>
    </message>
    <message>
        <source>the compared sizes are not powers of two in increasing order</source>
        <translation>比較過嘅大細唔係由細到大排好嘅 2 嘅冪</translation>
    </message>
</context>
<context>
    <name>PositionValue</name>
    <message>
        <source>Counting the moves to the end with best play...</source>
        <translation>計緊雙方都行最好嘅步嗰陣嘅剩餘步數……</translation>
    </message>
    <message>
        <source>More than %1 positions can follow this one, too many to count the moves to the end.</source>
        <translation>由呢個局面行落去有超過 %1 個局面，太多，唔計剩餘步數。</translation>
    </message>
    <message>
        <source>With best play the player to move loses in %1 moves, counting both players&apos; moves (the losing player holds out as long as possible).</source>
        <translation>雙方都行最好嘅步，輪到嘅玩家會喺 %1 步之後輸（雙方嘅步都計；輸嗰邊會盡量拖長）。</translation>
    </message>
    <message>
        <source>The player to move wins with the next move.</source>
        <translation>輪到嘅玩家下一步就贏。</translation>
    </message>
    <message>
        <source>With best play the player to move wins in %1 moves, counting both players&apos; moves.</source>
        <translation>雙方都行最好嘅步，輪到嘅玩家會喺 %1 步之內贏（雙方嘅步都計）。</translation>
    </message>
    <message>
        <source>%1: %2 can force a win.</source>
        <translation>%1：%2一定贏得到。</translation>
    </message>
    <message>
        <source>%1: the game is over; %2 won.</source>
        <translation>%1：呢局完咗，%2贏咗。</translation>
    </message>
    <message>
        <source>%1: %2 wins with the next move.</source>
        <translation>%1：%2下一步就贏。</translation>
    </message>
    <message>
        <source>%1: %2 can force a win in %3 moves.</source>
        <translation>%1：%2一定可以喺 %3 步之內贏。</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Nim with heaps %1</source>
        <translation>堆係 %1 嘅拈</translation>
    </message>
    <message>
        <source>No winning move: every move leaves the opponent a winning position.</source>
        <translation>無必勝步：無論點行，都會留畀對家一個贏位。</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3 written in decimal digits, not &apos;%4&apos;.</source>
        <translation>%1 一定要係 %2 至 %3 之間嘅整數，用十進制數字寫，唔可以係「%4」。</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;: use nim, fibnim, wythoff or sum.</source>
        <translation>無效嘅博弈「%1」：請用 nim、fibnim、wythoff 或者 sum。</translation>
    </message>
    <message>
        <source>The level</source>
        <translation>級別</translation>
    </message>
    <message>
        <source>--count</source>
        <translation>--count</translation>
    </message>
    <message>
        <source>The seed</source>
        <translation>種子</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Nim is played with several heaps of coins. Two players move in turn; a move takes any number of coins, at least one, from a single heap.</source>
        <translation>拈係用幾堆金幣嚟玩嘅。兩個玩家輪流行，每一步喺其中一堆攞走任意數量嘅金幣，最少攞一個。</translation>
    </message>
    <message>
        <source>Under &lt;b&gt;normal play&lt;/b&gt; the player who takes the last coin wins: the player who cannot move loses. Under &lt;b&gt;misère play&lt;/b&gt; the player who takes the last coin loses.</source>
        <translation>喺&lt;b&gt;正常規則&lt;/b&gt;之下，攞最後一個金幣嘅玩家贏：無得行嘅玩家輸。喺&lt;b&gt;反常規則&lt;/b&gt;之下，攞最後一個金幣嘅玩家輸。</translation>
    </message>
    <message>
        <source>Winning strategy</source>
        <translation>必勝策略</translation>
    </message>
    <message>
        <source>Compute the nim-sum of the heap sizes. A position with nim-sum 0 is lost for the player to move: every move makes the nim-sum non-zero. From a position with a non-zero nim-sum some move always makes it 0 again, and the end of the game, with no coins left, has nim-sum 0. So the winning move is the one that leaves nim-sum 0.</source>
        <translation>計出每堆大細嘅拈和。拈和係 0 嘅局面，輪到嘅玩家會輸：無論點行，拈和都會變成唔係 0。喺拈和唔係 0 嘅局面，一定有一步可以令拈和變返 0，而一局完結嗰陣一個金幣都無剩，拈和係 0。所以必勝步就係令拈和變返 0 嗰一步。</translation>
    </message>
    <message>
        <source>Example: in the position (6, 12, 9), 6 = 2 + 4, 12 = 4 + 8 and 9 = 1 + 8, so the nim-sum is 1 + 2 = 3. The largest power of two in 3 is 2, and the heap of 6 contains 2. The nim-sum of 6 and 3 is 1 + 4 = 5, so take 1 coin from the heap of 6: the position (5, 12, 9) has nim-sum 0.</source>
        <translation>例子：喺局面 (6, 12, 9)，6 = 2 + 4、12 = 4 + 8、9 = 1 + 8，所以拈和係 1 + 2 = 3。3 入邊最大嘅 2 嘅冪係 2，而 6 嗰堆有 2。6 同 3 嘅拈和係 1 + 4 = 5，所以喺 6 嗰堆攞走 1 個金幣：局面 (5, 12, 9) 嘅拈和係 0。</translation>
    </message>
    <message>
        <source>Misère play: play exactly as in normal play until your move would leave no heap with more than one coin. Then leave an odd number of heaps of one coin instead, so that your opponent has to take the last coin.</source>
        <translation>反常規則：照正常規則咁玩，直到你呢一步會令到無一堆有多過一個金幣為止。嗰一步就改為留低單數堆得一個金幣嘅堆，等對家要攞最後一個金幣。</translation>
    </message>
    <message>
        <source>History</source>
        <translation>歷史</translation>
    </message>
    <message>
        <source>Charles L. Bouton published the nim-sum strategy in 1901. Nim was the first game of this kind to be solved completely.</source>
        <translation>Charles L. Bouton 喺 1901 年發表咗拈和嘅策略。拈係呢類博弈入邊第一個完全解決咗嘅。</translation>
    </message>
    <message>
        <source>To find the nim-sum of two non-negative integers &lt;i&gt;m&lt;/i&gt; and &lt;i&gt;n&lt;/i&gt;, write each of them as a sum of distinct powers of two and add up the powers of two that appear in only one of them. For example, 6 = 2 + 4 and 12 = 4 + 8; 4 appears in both, so the nim-sum of 6 and 12 is 2 + 8 = 10.</source>
        <translation>要計兩個非負整數 &lt;i&gt;m&lt;/i&gt; 同 &lt;i&gt;n&lt;/i&gt; 嘅拈和，就將佢哋各自寫成唔同嘅 2 嘅冪加埋，再將只喺其中一個出現嘅 2 嘅冪加埋。舉個例，6 = 2 + 4，12 = 4 + 8；4 兩個都有，所以 6 同 12 嘅拈和係 2 + 8 = 10。</translation>
    </message>
    <message>
        <source>The nim-sum is commutative and associative, so the nim-sum of three or more numbers needs no brackets: write every number as a sum of powers of two and cancel equal powers of two in pairs. Its inverse, the nim-difference, is the nim-sum itself. In binary it is the bitwise exclusive or (XOR).</source>
        <translation>拈和符合交換律同結合律，所以三個或者以上嘅數嘅拈和唔使加括號：將每個數寫成 2 嘅冪加埋，相同嘅 2 嘅冪兩個兩個咁抵銷。佢嘅逆運算，即係拈差，就係拈和本身。用二進制嚟講，佢就係逐位異或（XOR）。</translation>
    </message>
    <message>
        <source>In Nim, and in every impartial game under normal play that splits into independent parts, the player to move loses with best play exactly when the nim-sum of the parts&apos; values is 0.</source>
        <translation>喺拈，同埋所有可以拆成獨立部分、用正常規則嘅無偏博弈入邊，如果大家都用最佳策略，輪到嘅玩家會輸嘅情況，啱啱好就係各部分嘅值嘅拈和係 0 嘅時候。</translation>
    </message>
    <message>
        <source>Three ways to build the nim-sum table</source>
        <translation>建立拈和表嘅三種方法</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bitwise XOR.&lt;/b&gt; Write &lt;i&gt;m&lt;/i&gt; and &lt;i&gt;n&lt;/i&gt; in binary and take the exclusive or of each bit. 6 is 0110 and 12 is 1100; their exclusive or is 1010, which is 10.</source>
        <translation>&lt;b&gt;逐位異或（XOR）。&lt;/b&gt;將 &lt;i&gt;m&lt;/i&gt; 同 &lt;i&gt;n&lt;/i&gt; 寫成二進制，每一位計異或。6 嘅二進制係 0110，12 嘅二進制係 1100；佢哋嘅異或係 1010，即係十進制嘅 10。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Smallest unused number (mex).&lt;/b&gt; &lt;i&gt;G&lt;/i&gt;(0, 0) = 0, and &lt;i&gt;G&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;, &lt;i&gt;n&lt;/i&gt;) is the smallest non-negative integer that does not appear to its left in the same row, &lt;i&gt;G&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;, &lt;i&gt;n&lt;/i&gt; − 1), …, &lt;i&gt;G&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;, 0), nor above it in the same column, &lt;i&gt;G&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt; − 1, &lt;i&gt;n&lt;/i&gt;), …, &lt;i&gt;G&lt;/i&gt;(0, &lt;i&gt;n&lt;/i&gt;). This is the definition of the Grundy value of the Nim position with heaps &lt;i&gt;m&lt;/i&gt; and &lt;i&gt;n&lt;/i&gt;. For example, &lt;i&gt;G&lt;/i&gt;(1, 0) = &lt;i&gt;G&lt;/i&gt;(0, 1) = 1 and &lt;i&gt;G&lt;/i&gt;(1, 1) = 0.</source>
        <translation>&lt;b&gt;最細未用整數（mex）。&lt;/b&gt;&lt;i&gt;G&lt;/i&gt;(0, 0) = 0，而 &lt;i&gt;G&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;, &lt;i&gt;n&lt;/i&gt;) 係喺同一行左邊嘅 &lt;i&gt;G&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;, &lt;i&gt;n&lt;/i&gt; − 1), …, &lt;i&gt;G&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt;, 0) 同埋同一列上面嘅 &lt;i&gt;G&lt;/i&gt;(&lt;i&gt;m&lt;/i&gt; − 1, &lt;i&gt;n&lt;/i&gt;), …, &lt;i&gt;G&lt;/i&gt;(0, &lt;i&gt;n&lt;/i&gt;) 都無出現過嘅最細非負整數。呢個就係兩堆分別有 &lt;i&gt;m&lt;/i&gt; 同 &lt;i&gt;n&lt;/i&gt; 個金幣嘅拈局面嘅 Grundy 值嘅定義。舉個例，&lt;i&gt;G&lt;/i&gt;(1, 0) = &lt;i&gt;G&lt;/i&gt;(0, 1) = 1，&lt;i&gt;G&lt;/i&gt;(1, 1) = 0。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recursive construction.&lt;/b&gt; The table of size 1 is the single value 0. The table of size 2&lt;sup&gt;&lt;i&gt;k&lt;/i&gt;+1&lt;/sup&gt; is made of four tables of size 2&lt;sup&gt;&lt;i&gt;k&lt;/i&gt;&lt;/sup&gt;: upper left and lower right hold their values + 0, upper right and lower left hold their values + 2&lt;sup&gt;&lt;i&gt;k&lt;/i&gt;&lt;/sup&gt;. Four tables of size 1 make the table of size 2, four of size 2 the table of size 4, four of size 4 the table of size 8.</source>
        <translation>&lt;b&gt;遞歸構造。&lt;/b&gt;大細 1 嘅表就係一個值 0。大細 2&lt;sup&gt;&lt;i&gt;k&lt;/i&gt;+1&lt;/sup&gt; 嘅表由四個大細 2&lt;sup&gt;&lt;i&gt;k&lt;/i&gt;&lt;/sup&gt; 嘅表組成：左上同右下係原本嘅值 + 0，右上同左下係原本嘅值 + 2&lt;sup&gt;&lt;i&gt;k&lt;/i&gt;&lt;/sup&gt;。四個大細 1 嘅表砌成大細 2 嘅表，四個大細 2 嘅砌成大細 4 嘅表，四個大細 4 嘅砌成大細 8 嘅表。</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>參考</translation>
    </message>
    <message>
        <source>J. H. Conway, &lt;i&gt;On Numbers and Games&lt;/i&gt;, 2nd edition, A K Peters, 2000 (the nim-sum). 徳田雄洋「必勝法の数学」(&lt;i&gt;The Mathematics of Winning Strategies&lt;/i&gt;), Iwanami Shoten, 2017 (the recursive construction of the table).</source>
        <translation>J. H. Conway，&lt;i&gt;On Numbers and Games&lt;/i&gt;，第 2 版，A K Peters，2000 年（拈和）。徳田雄洋《必勝法の数学》（&lt;i&gt;The Mathematics of Winning Strategies&lt;/i&gt;），岩波書店，2017 年（拈和表嘅遞歸構造）。</translation>
    </message>
    <message>
        <source>Fibonacci Nim is a subtraction game, a variation of Nim played with a single pile of coins. Two players take turns removing coins, at least one each time. On the first move a player may take any number of coins but not all of them; after that, a move may take at most twice as many coins as the previous move. Under normal play the player who takes the last coin wins.</source>
        <translation>斐波那契拈係一隻減法博弈，係拈嘅一個變體，用一堆金幣嚟玩。兩位玩家輪流攞走金幣，每次最少攞一個。第一次可以攞任意數量嘅金幣，不過唔可以攞嗮；之後每次最多只可以攞上一手嘅兩倍。跟正常規則，攞到最後一個金幣就贏。</translation>
    </message>
    <message>
        <source>The first player can win exactly when the starting number of coins is not a Fibonacci number. With 21 coins, a Fibonacci number, the second player wins with best play.</source>
        <translation>如果一開始嘅金幣數係斐波那契數就後手贏，唔係就先手贏。用 21 個金幣玩，因為 21 係斐波那契數，所以如果大家都用完美策略嘅話，後手會贏。</translation>
    </message>
    <message>
        <source>Michael J. Whinihan first described the game in 1963 and credited its invention to Robert E. Gaskell, a mathematician at Oregon State University. It is called Fibonacci Nim because the Fibonacci numbers play such a large part in its analysis.</source>
        <translation>Michael J. Whinihan 喺 1963 年第一個講呢個博弈，佢話係俄勒岡州立大學數學家 Robert E. Gaskell 發明嘅。佢叫斐波那契拈，係因為喺分析入邊斐波那契數好重要。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Do not mix it up with the other Fibonacci Nim.&lt;/b&gt; A different game is also called Fibonacci Nim: there every move removes a Fibonacci number of coins (1, 2, 3, 5, 8, …), with no doubling rule. In NimLab, Fibonacci Nim always means Whinihan&apos;s game with the doubling rule.</source>
        <translation>&lt;b&gt;小心唔好同另一個斐波那契拈撈亂。&lt;/b&gt;另一個博弈有時都叫斐波那契拈：喺嗰個博弈入邊每一步攞走某一個斐波那契數咁多嘅金幣（1、2、3、5、8、…），無兩倍嘅規則。喺 NimLab 入邊，斐波那契拈一定係指 Whinihan 有兩倍規則嘅博弈。</translation>
    </message>
    <message>
        <source>Every positive integer is a sum of Fibonacci numbers in exactly one way that uses each Fibonacci number at most once and never two consecutive Fibonacci numbers: its &lt;b&gt;Zeckendorf representation&lt;/b&gt;. For example, 10 = 8 + 2; 5 + 5 repeats a number and 5 + 3 + 2 uses consecutive ones. The greedy algorithm finds it: subtract the largest Fibonacci number that fits and repeat until 0 remains.</source>
        <translation>每個正整數寫做斐波那契數加埋，如果每個斐波那契數只用一次，又唔用連續兩個斐波那契數，咁就只有一種方法，呢個寫法就叫 &lt;b&gt;Zeckendorf 表示&lt;/b&gt;。舉個例，10 = 8 + 2；5 + 5 就用咗重覆嘅斐波那契數，5 + 3 + 2 就用咗連續嘅斐波那契數。可以用貪婪算法搵出嚟：每次都減走唔大過個數嘅最大斐波那契數，直到 0 為止。</translation>
    </message>
    <message>
        <source>The &lt;b&gt;quota&lt;/b&gt; &lt;i&gt;q&lt;/i&gt; is the largest number of coins that may be taken now: &lt;i&gt;q&lt;/i&gt; = &lt;i&gt;n&lt;/i&gt; − 1 on the first move with &lt;i&gt;n&lt;/i&gt; coins, and twice the previous move after that.</source>
        <translation>&lt;b&gt;限額&lt;/b&gt; &lt;i&gt;q&lt;/i&gt; 係代表依家呢一步最多可以攞幾多個金幣：如果一開始有 &lt;i&gt;n&lt;/i&gt; 個金幣，第一步嘅限額就係 &lt;i&gt;q&lt;/i&gt; = &lt;i&gt;n&lt;/i&gt; − 1；之後每一步，限額都係上一步攞嘅兩倍。</translation>
    </message>
    <message>
        <source>The player to move can win exactly when &lt;i&gt;q&lt;/i&gt; is at least the smallest Fibonacci number in the Zeckendorf representation of the number of coins left. A winning move is to take all the coins if the quota allows it, and otherwise to take that smallest Fibonacci number: the opponent&apos;s new quota is then smaller than the smallest Fibonacci number in the Zeckendorf representation of what remains. There can be other winning moves; from a losing position every move gives the opponent a winning one.</source>
        <translation>輪到嘅玩家如果佢嘅限額 &lt;i&gt;q&lt;/i&gt; 係大過或者等於剩低金幣數量嘅 Zeckendorf 表示之中出現嘅最細斐波那契數，咁就有必勝策略，細過嘅話就對家有必勝策略。若果限額夠大，就攞嗮所有金幣直接贏；如果唔夠，就攞嗰個最細斐波那契數咁多嘅金幣，咁樣對家嘅新限額就會細過剩低金幣數量嘅 Zeckendorf 表示之中出現嘅最細斐波那契數。另外亦都可能有其他必勝步；喺輸位，無論點行都會畀對家一個贏位。</translation>
    </message>
    <message>
        <source>Example: with 10 = 8 + 2 coins the first quota is 9, more than 2, so the first player wins by taking 2 coins. That leaves 8 coins with a quota of 4, less than 8.</source>
        <translation>例子：有 10 = 8 + 2 個金幣，開局限額係 9，大過 2，所以第一個玩家攞 2 個金幣就會贏。剩低 8 個金幣，新限額係 4，細過 8。</translation>
    </message>
    <message>
        <source>Several piles</source>
        <translation>幾堆金幣</translation>
    </message>
    <message>
        <source>Fibonacci Nim is an impartial game, so the Sprague-Grundy theorem applies to a game with several piles in which each move takes coins from one pile, at most twice the previous move made on that same pile. The value of the whole game is the nim-sum of the nim-values (Grundy values) of the piles, but no complete description of those values is known. Urban Larsson and Simon Rubinstein-Salzedo studied them in 2016.</source>
        <translation>斐波那契拈係一個無偏博弈，所以可以用 Sprague-Grundy 定理去分析有幾堆金幣嘅變體：每次只可以喺一堆入邊攞走金幣，而且最多係呢一堆上次被人攞嘅數量嘅雙倍。成個博弈嘅值就係每堆嘅拈值（Grundy 值）嘅拈和，不過未有人完整描述所有嘅呢啲值。Urban Larsson 同 Simon Rubinstein-Salzedo 喺 2016 年研究過呢啲值。</translation>
    </message>
    <message>
        <source>In the global variant, also studied by Larsson and Rubinstein-Salzedo (2018), each move may take at most twice the previous move, whichever pile the previous move was made on.</source>
        <translation>喺全局變體入邊（Larsson 同 Rubinstein-Salzedo 喺 2018 年都研究過），限額就係上一步攞嘅數量嘅雙倍，無論上一步係喺邊一堆度攞。</translation>
    </message>
    <message>
        <source>Wythoff&apos;s game is played with two piles of coins. On each turn a player takes any number of coins from one pile, or the same number of coins from both piles. The player who takes the last coin wins.</source>
        <translation>威佐夫博弈用兩堆金幣嚟玩。每一手，玩家可以喺其中一堆攞任意數量嘅金幣，或者喺兩堆各攞一樣咁多嘅金幣。攞最後一個金幣嘅玩家贏。</translation>
    </message>
    <message>
        <source>The same game with a queen on a chessboard: the players take turns moving the queen any number of squares left, down or diagonally down-left, and the player who moves it into the bottom-left corner wins. The queen&apos;s column and row are the sizes of the two piles.</source>
        <translation>同一個博弈都可以用棋盤上面嘅皇后嚟玩：玩家輪流將皇后向左、向下或者向左下斜行任意格數，將佢行到左下角嘅玩家贏。皇后所在嘅直行同橫行就係兩堆嘅大細。</translation>
    </message>
    <message>
        <source>The Dutch mathematician W. A. Wythoff published an analysis of the game in 1907. It was the second game to be solved, after Nim.</source>
        <translation>荷蘭數學家 W. A. Wythoff 喺 1907 年發表咗呢個博弈嘅分析。佢係繼拈之後第二個被解決嘅博弈。</translation>
    </message>
    <message>
        <source>In March 1977 Martin Gardner reported in his Mathematical Games column in &lt;i&gt;Scientific American&lt;/i&gt; that the game was played in China under the name &lt;i&gt;jiǎn shízǐ&lt;/i&gt; (捡石子, “picking stones”).</source>
        <translation>1977 年 3 月，Martin Gardner 喺《&lt;i&gt;Scientific American&lt;/i&gt;》嘅「數學遊戲」專欄講，呢個博弈喺中國叫做 &lt;i&gt;jiǎn shízǐ&lt;/i&gt;（撿石子，即係「執石仔」）。</translation>
    </message>
    <message>
        <source>Winning positions</source>
        <translation>贏位</translation>
    </message>
    <message>
        <source>A P-position is one that the player who has just moved wins. (0, 0) is a P-position, so every position that can reach it in one move is not. The next P-position is the smallest pair (&lt;i&gt;x&lt;/i&gt;, &lt;i&gt;y&lt;/i&gt;) with &lt;i&gt;x&lt;/i&gt; ≤ &lt;i&gt;y&lt;/i&gt; whose &lt;i&gt;x&lt;/i&gt;, &lt;i&gt;y&lt;/i&gt; and &lt;i&gt;y&lt;/i&gt; − &lt;i&gt;x&lt;/i&gt; are all unused so far, and so on: (1, 2), (3, 5), (4, 7), (6, 10), …</source>
        <translation>後手必勝位置（P-position）係啱啱行咗嗰個玩家會贏嘅局面。(0, 0) 係後手必勝位置，所以一步可以去到 (0, 0) 嘅局面全部都唔係後手必勝位置。下一個後手必勝位置係 &lt;i&gt;x&lt;/i&gt;、&lt;i&gt;y&lt;/i&gt; 同 &lt;i&gt;y&lt;/i&gt; − &lt;i&gt;x&lt;/i&gt; 全部都未用過嘅最細一對 (&lt;i&gt;x&lt;/i&gt;, &lt;i&gt;y&lt;/i&gt;)（&lt;i&gt;x&lt;/i&gt; ≤ &lt;i&gt;y&lt;/i&gt;），如此類推：(1, 2)、(3, 5)、(4, 7)、(6, 10)、…</translation>
    </message>
    <message>
        <source>The &lt;i&gt;n&lt;/i&gt;-th P-position is (⌊&lt;i&gt;n&lt;/i&gt;φ⌋, ⌊&lt;i&gt;n&lt;/i&gt;φ&lt;sup&gt;2&lt;/sup&gt;⌋), where φ = (1 + √5) / 2 is the golden ratio and ⌊ ⌋ is the floor function; its two piles differ by &lt;i&gt;n&lt;/i&gt;. This follows from Rayleigh&apos;s theorem on Beatty sequences, because φ&lt;sup&gt;2&lt;/sup&gt; − φ = 1 and 1/φ + 1/φ&lt;sup&gt;2&lt;/sup&gt; = 1.</source>
        <translation>第 &lt;i&gt;n&lt;/i&gt; 個後手必勝位置係 (⌊&lt;i&gt;n&lt;/i&gt;φ⌋, ⌊&lt;i&gt;n&lt;/i&gt;φ&lt;sup&gt;2&lt;/sup&gt;⌋)，其中 φ = (1 + √5) / 2 係黃金比例，⌊ ⌋ 係向下取整；兩堆相差 &lt;i&gt;n&lt;/i&gt;。因為 φ&lt;sup&gt;2&lt;/sup&gt; − φ = 1 同 1/φ + 1/φ&lt;sup&gt;2&lt;/sup&gt; = 1，呢個結果可以由 Beatty 數列嘅 Rayleigh 定理推出嚟。</translation>
    </message>
    <message>
        <source>From any other position, the winning move is to a P-position. Under misère play, where the player who takes the last coin loses, the P-positions are (0, 1), (2, 2) and (⌊&lt;i&gt;n&lt;/i&gt;φ⌋, ⌊&lt;i&gt;n&lt;/i&gt;φ&lt;sup&gt;2&lt;/sup&gt;⌋) for &lt;i&gt;n&lt;/i&gt; ≥ 2.</source>
        <translation>由其他任何局面，必勝步就係行去後手必勝位置。喺反常規則之下，即係攞最後一個金幣嘅玩家輸，後手必勝位置係 (0, 1)、(2, 2) 同 &lt;i&gt;n&lt;/i&gt; ≥ 2 嘅 (⌊&lt;i&gt;n&lt;/i&gt;φ⌋, ⌊&lt;i&gt;n&lt;/i&gt;φ&lt;sup&gt;2&lt;/sup&gt;⌋)。</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>拈</translation>
    </message>
    <message>
        <source>Nim-sum</source>
        <translation>拈和</translation>
    </message>
    <message>
        <source>Fibonacci Nim</source>
        <translation>斐波那契拈</translation>
    </message>
    <message>
        <source>Wythoff&apos;s game</source>
        <translation>威佐夫博弈</translation>
    </message>
    <message>
        <source>A sum of games is several games played side by side: on each turn a player makes a move in exactly one of them, and the player who makes the last move of all wins (normal play). In NimLab&apos;s sums each component is a Nim heap, a Fibonacci Nim pile with its own quota (taking &lt;i&gt;k&lt;/i&gt; coins leaves the opponent a quota of 2&lt;i&gt;k&lt;/i&gt;) or a Wythoff position.</source>
        <translation>博弈嘅和即係幾個博弈並排一齊玩：每一步，玩家喺其中啱啱好一個博弈入面行一步，全部之中行最後一步嘅玩家贏（正常規則）。喺 NimLab 嘅博弈嘅和入面，每個部分係一個拈堆、一個有自己限額嘅斐波那契拈堆（攞 &lt;i&gt;k&lt;/i&gt; 個金幣之後，對家嘅限額係 2&lt;i&gt;k&lt;/i&gt;），或者一個威佐夫博弈嘅局面。</translation>
    </message>
    <message>
        <source>The Sprague-Grundy theorem</source>
        <translation>Sprague-Grundy 定理</translation>
    </message>
    <message>
        <source>Every position of an impartial game has a Grundy value: the smallest non-negative integer that is not the value of a position one move away (the mex). A position of value 0 is lost for the player to move. A Nim heap of &lt;i&gt;n&lt;/i&gt; coins has value &lt;i&gt;n&lt;/i&gt;; a Wythoff P-position has value 0; a Fibonacci Nim pile&apos;s value is not its size.</source>
        <translation>無偏博弈嘅每個局面都有一個 Grundy 值：一步去到嘅局面嘅值之中冇出現嘅最細非負整數（最細未用整數，mex）。值係 0 嘅局面，輪到嘅玩家會輸。有 &lt;i&gt;n&lt;/i&gt; 個金幣嘅拈堆，值係 &lt;i&gt;n&lt;/i&gt;；威佐夫博弈嘅後手必勝位置，值係 0；斐波那契拈堆嘅值唔係佢嘅大細。</translation>
    </message>
    <message>
        <source>The value of a sum is the nim-sum (bitwise XOR) of its components&apos; values, so the player to move wins exactly when that nim-sum is not 0. A winning move changes one component from value &lt;i&gt;a&lt;/i&gt; to value &lt;i&gt;a&lt;/i&gt; XOR &lt;i&gt;s&lt;/i&gt;, where &lt;i&gt;s&lt;/i&gt; is the nim-sum: then the nim-sum is 0.</source>
        <translation>和嘅值係各部分嘅值嘅拈和（逐位異或），所以輪到嘅玩家贏，啱啱好就係個拈和唔係 0 嘅時候。必勝步將一個部分嘅值由 &lt;i&gt;a&lt;/i&gt; 變做 &lt;i&gt;a&lt;/i&gt; XOR &lt;i&gt;s&lt;/i&gt;（&lt;i&gt;s&lt;/i&gt; 係拈和）：咁樣拈和就變咗 0。</translation>
    </message>
    <message>
        <source>Misère play</source>
        <translation>反常規則</translation>
    </message>
    <message>
        <source>When the last move loses, the values no longer add up this way: misère sums need a different theory (Conway&apos;s misère quotients), so NimLab plays sums under normal play only.</source>
        <translation>如果行最後一步嘅人輸，啲值就唔可以噉樣加埋：反常規則嘅博弈嘅和要用另一套理論（Conway 嘅 misère quotient），所以 NimLab 嘅博弈嘅和只用正常規則。</translation>
    </message>
    <message>
        <source>Sums of games</source>
        <translation>博弈嘅和</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>寫唔到 %1：%2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>讀唔到 %1：%2</translation>
    </message>
    <message>
        <source>%1 is a symbolic link to %2, which does not exist</source>
        <translation>%1 係指向 %2 嘅符號連結，但係 %2 唔存在</translation>
    </message>
    <message>
        <source>%1 is a symbolic link to %2, which is not a regular file</source>
        <translation>%1 係指向 %2 嘅符號連結，但係 %2 唔係普通檔案</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file</source>
        <translation>%1 係資料夾，唔係檔案</translation>
    </message>
    <message>
        <source>%1 is a named pipe or a device, not a regular file</source>
        <translation>%1 係具名管道或者裝置，唔係普通檔案</translation>
    </message>
    <message>
        <source>%1 holds %2 MiB, more than the %3 MiB a session can hold</source>
        <translation>%1 有 %2 MiB，超過咗工作階段嘅上限 %3 MiB</translation>
    </message>
    <message>
        <source>%1 holds more than the %2 MiB a session can hold</source>
        <translation>%1 超過咗工作階段嘅上限 %2 MiB</translation>
    </message>
    <message>
        <source>not valid JSON (%1 at byte %2)</source>
        <translation>唔係有效嘅 JSON（第 %2 個位元組：%1）</translation>
    </message>
    <message>
        <source>not a NimLab session file</source>
        <translation>唔係 NimLab 嘅工作階段檔案</translation>
    </message>
    <message>
        <source>The damaged session file %1 could not be kept aside, so the session is not saved automatically; use File &gt; Save session as.</source>
        <translation>壞咗嘅工作階段檔案 %1 無辦法另外留低，所以唔會自動儲存工作階段；請用「檔案」&gt;「工作階段另存為」。</translation>
    </message>
    <message>
        <source>written by a newer NimLab (format version %1); this one reads version %2</source>
        <translation>係較新版本嘅 NimLab 寫嘅（格式版本 %1）；呢個 NimLab 讀嘅係版本 %2</translation>
    </message>
    <message>
        <source>The saved session could not be read (%1), so NimLab started fresh.</source>
        <translation>讀唔到之前儲存咗嘅工作階段（%1），所以 NimLab 由頭開始。</translation>
    </message>
    <message>
        <source>The saved session holds something this NimLab does not understand (%1); the rest was restored.</source>
        <translation>之前儲存咗嘅工作階段有啲內容呢個 NimLab 睇唔明（%1）；其餘嘅已經還原咗。</translation>
    </message>
    <message>
        <source>Part of the saved session could not be read (%1): %2 started fresh, the rest was restored.</source>
        <translation>之前儲存咗嘅工作階段有部分讀唔到（%1）：%2 由頭開始，其餘嘅已經還原咗。</translation>
    </message>
    <message>
        <source>The original could not be kept aside, so the session is not saved automatically; use File &gt; Save session as.</source>
        <translation>原本嘅檔案無辦法另外留低，所以唔會自動儲存工作階段；請用「檔案」&gt;「工作階段另存為」。</translation>
    </message>
    <message>
        <source>The original is kept as %1.</source>
        <translation>原本嘅檔案已經留低做 %1。</translation>
    </message>
    <message>
        <source>No such file</source>
        <translation>檔案唔存在</translation>
    </message>
    <message>
        <source>the Wythoff tab</source>
        <translation>威佐夫博弈分頁</translation>
    </message>
    <message>
        <source>the nim-sum table builder</source>
        <translation>拈和表分頁</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of parts in a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences of the status message</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>the Nim tab</source>
        <translation>拈分頁</translation>
    </message>
    <message>
        <source>the Fibonacci Nim tab</source>
        <translation>斐波那契拈分頁</translation>
    </message>
    <message>
        <source>the sums tab</source>
        <translation>博弈嘅和分頁</translation>
    </message>
    <message>
        <source>not &quot;right&quot; or &quot;wrong&quot;</source>
        <translation>唔係 &quot;right&quot; 亦唔係 &quot;wrong&quot;</translation>
    </message>
    <message>
        <source>the longest streak %1 is shorter than the streak %2</source>
        <translation>最長連續答啱 %1 短過目前連續答啱 %2</translation>
    </message>
    <message>
        <source>the Practice tab</source>
        <translation>練習分頁</translation>
    </message>
</context>
<context>
    <name>SumExample</name>
    <message>
        <source>A sum of three games</source>
        <translation>三個博弈嘅和</translation>
    </message>
    <message>
        <source>The position is a sum of three games: %1. A move is a move in exactly one of them; the player who makes the last move wins. By the Sprague-Grundy theorem each component counts as a Nim heap of its value, the mex (smallest value missing) of the values of its options.</source>
        <translation>呢個局面係三個博弈嘅和：%1。每一步都係喺其中啱啱一個博弈入面行；行最後一步嘅玩家贏。根據 Sprague-Grundy 定理，每個部分都等於拈嘅一堆，金幣數量就係呢個部分嘅值；而呢個值係佢一步去到嘅局面嘅值嘅最細未用整數（mex），即係無出現嘅最細值。</translation>
    </message>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <source>Write the values %1 in binary and add them column by column without carrying:
%2</source>
        <translation>將啲值 %1 寫成二進制，逐列加埋，唔使進位：
%2</translation>
    </message>
    <message>
        <source>The values become %1, whose nim-sum is %2.</source>
        <translation>啲值變成 %1，拈和係 %2。</translation>
    </message>
</context>
<context>
    <name>SumExplainer</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1，仲有 %2 個</translation>
    </message>
    <message>
        <source>every value from 0 to %1</source>
        <translation>0 至 %1 嘅所有值</translation>
    </message>
    <message>
        <source>%1, and above it %2</source>
        <translation>%1，再上啲仲有 %2</translation>
    </message>
    <message>
        <source>Nim heap of %1</source>
        <translation>一堆 %1 個金幣嘅拈</translation>
    </message>
    <message>
        <source>Fibonacci Nim pile: %1 coins, quota %2</source>
        <translation>一堆 %1 個金幣、限額 %2 嘅斐波那契拈</translation>
    </message>
    <message>
        <source>Wythoff position (%1, %2)</source>
        <translation>威佐夫博弈嘅局面 (%1, %2)</translation>
    </message>
    <message>
        <source>lower the heap from %1 to %2 (take %3)</source>
        <translation>將嗰堆由 %1 個減到 %2 個（攞 %3 個）</translation>
    </message>
    <message>
        <source>take %1 coin, leaving %2 with quota %3</source>
        <translation>攞 %1 個，剩低 %2 個，下一個限額係 %3</translation>
    </message>
    <message>
        <source>take %1 coins, leaving %2 with quota %3</source>
        <translation>攞 %1 個，剩低 %2 個，下一個限額係 %3</translation>
    </message>
    <message>
        <source>take %1 from the first pile</source>
        <translation>喺第一堆攞 %1 個</translation>
    </message>
    <message>
        <source>take %1 from the second pile</source>
        <translation>喺第二堆攞 %1 個</translation>
    </message>
    <message>
        <source>take %1 from both piles</source>
        <translation>喺兩堆各攞 %1 個</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%2 → %3（%1）</translation>
    </message>
    <message>
        <source>Component %1, %2.</source>
        <translation>第 %1 個部分：%2。</translation>
    </message>
    <message>
        <source>It has no move: the smallest value missing from no values at all is 0, so g = 0.</source>
        <translation>無得行：一個值都無，無出現嘅最細值就係 0，所以 g = 0。</translation>
    </message>
    <message>
        <source>Its options are the heaps 0 to %1, whose values are their sizes: every value below %2 occurs, so g = mex = %2, the size of the heap.</source>
        <translation>一步去到嘅局面係 0 至 %1 個金幣嘅堆，佢哋嘅值就係堆嘅大細：細過 %2 嘅值全部都有，所以 g = mex = %2，即係呢堆嘅大細。</translation>
    </message>
    <message>
        <source>g%1 = %2</source>
        <translation>g%1 = %2</translation>
    </message>
    <message>
        <source>Its %1 option (coins, quota) and its value: %2.</source>
        <translation>一步去到嘅局面（金幣，限額）有 %1 個，佢嘅值係：%2。</translation>
    </message>
    <message>
        <source>Its %1 options (coins, quota) and their values: %2.</source>
        <translation>一步去到嘅局面（金幣，限額）有 %1 個，佢哋嘅值係：%2。</translation>
    </message>
    <message>
        <source>Its %1 option and its value: %2.</source>
        <translation>一步去到嘅局面有 %1 個，佢嘅值係：%2。</translation>
    </message>
    <message>
        <source>Its %1 options and their values: %2.</source>
        <translation>一步去到嘅局面有 %1 個，佢哋嘅值係：%2。</translation>
    </message>
    <message>
        <source>It has %1 options.</source>
        <translation>一步去到嘅局面有 %1 個。</translation>
    </message>
    <message>
        <source>Their values are %1: none is 0, so g = mex = 0.</source>
        <translation>出現嘅值係 %1：無一個係 0，所以 g = mex = 0。</translation>
    </message>
    <message>
        <source>Their values are %1; the smallest value missing among them is %2, so g = mex = %2.</source>
        <translation>出現嘅值係 %1；無出現嘅最細值係 %2，所以 g = mex = %2。</translation>
    </message>
    <message>
        <source>%1  g = %2  component %3: %4</source>
        <translation>%1  g = %2  第 %3 個部分：%4</translation>
    </message>
    <message>
        <source>%1  = %2  the nim-sum: 1 in each column with an odd number of ones</source>
        <translation>%1  = %2  拈和：有單數個 1 嘅列就係 1</translation>
    </message>
    <message>
        <source>No component has a move left: the player who made the last move won.</source>
        <translation>所有部分都無得再行：行最後一步嘅玩家贏咗。</translation>
    </message>
    <message>
        <source>The nim-sum of the values is %1, not 0: the player to move wins, by a move that makes it 0.</source>
        <translation>啲值嘅拈和係 %1，唔係 0：輪到嘅玩家只要行一步令拈和變做 0 就贏。</translation>
    </message>
    <message>
        <source>The nim-sum of the values is 0: the player to move loses against best play.</source>
        <translation>啲值嘅拈和係 0：如果對家用最佳策略，輪到嘅玩家會輸。</translation>
    </message>
    <message>
        <source>Move in component %1 (%2) from value %3 to value %3 XOR %4 = %5: %6.</source>
        <translation>喺第 %1 個部分（%2）行，將值由 %3 變做 %3 XOR %4 = %5：%6。</translation>
    </message>
    <message>
        <source>This move raises the component&apos;s value: the mex promises every smaller value among the options, and some options may have larger ones.</source>
        <translation>呢一步會令呢個部分嘅值變大：最細未用整數（mex）保證一步去到嘅局面有齊所有更細嘅值，但係有啲局面嘅值可能更大。</translation>
    </message>
    <message>
        <source>Component %1, the Wythoff position (%2, %3), is a P-position: its value is 0, so it adds nothing to the nim-sum. The sum is won or lost as if it were not there, although it still has moves.</source>
        <translation>第 %1 個部分，威佐夫博弈嘅局面 (%2, %3)，係後手必勝位置：佢嘅值係 0，所以對拈和無影響。雖然呢個部分仲有得行，但係博弈嘅和嘅輸贏就好似無咗佢一樣。</translation>
    </message>
    <message>
        <source>Component %1 is a Fibonacci Nim pile of %2 coins, yet its value is %3: unlike a Nim heap, a pile&apos;s value is not its size, since the quota limits the positions it can reach.</source>
        <translation>第 %1 個部分係一堆 %2 個金幣嘅斐波那契拈，但係佢嘅值係 %3：同拈嘅堆唔同，因為限額限制咗佢可以去到嘅局面，所以堆嘅值唔等於堆嘅大細。</translation>
    </message>
    <message>
        <source>Sums are analysed under normal play only (the player who makes the last move wins). In misère play the nim-sum of the components&apos; values does not decide the winner: a single Nim heap of 1 has value 1, yet under misère play the player to move loses. Misère sums need a different theory (misère quotients), not the Sprague-Grundy theorem.</source>
        <translation>博弈嘅和淨係用正常規則分析（行最後一步嘅玩家贏）。喺反常規則之下，各部分嘅值嘅拈和決定唔到邊個贏：得一堆 1 個金幣嘅拈，值係 1，但係喺反常規則之下輪到嘅玩家會輸。反常規則嘅博弈嘅和要用另一套理論（misère quotient），唔係 Sprague-Grundy 定理。</translation>
    </message>
    <message>
        <source>component %1: %2</source>
        <translation>第 %1 個部分：%2</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>呢局已經完咗。</translation>
    </message>
    <message>
        <source>The nim-sum of the components&apos; values is 0. Every move changes the value of one component, so it makes the nim-sum non-zero, and the opponent can then make it 0 again.</source>
        <translation>各部分嘅值嘅拈和係 0。每一步都會改變一個部分嘅值，令拈和變成唔係 0；跟住對家又可以令佢變返 0。</translation>
    </message>
    <message>
        <source>A sum is a list of components: Nim heaps, Fibonacci Nim piles and Wythoff positions.</source>
        <translation>博弈嘅和係一串部分：拈嘅堆、斐波那契拈嘅堆同威佐夫博弈嘅局面。</translation>
    </message>
    <message>
        <source>A sum needs at least one component.</source>
        <translation>博弈嘅和最少要有一個部分。</translation>
    </message>
    <message>
        <source>A sum has at most %1 components, not %2.</source>
        <translation>博弈嘅和最多得 %1 個部分，唔可以有 %2 個。</translation>
    </message>
    <message>
        <source>Component %1: a Fibonacci Nim pile needs a quota of at least 1 (a new pile of n coins has quota n - 1, so it needs 2 coins).</source>
        <translation>第 %1 個部分：斐波那契拈嘅堆最少要有限額 1（一堆新嘅 n 個金幣，限額係 n - 1，所以最少要有 2 個金幣）。</translation>
    </message>
    <message>
        <source>Component %1: a Fibonacci Nim pile holds at most %2 coins, not %3.</source>
        <translation>第 %1 個部分：斐波那契拈每堆最多得 %2 個金幣，唔可以有 %3 個。</translation>
    </message>
    <message>
        <source>Component %1: a Wythoff position has piles of at most %2, not %3.</source>
        <translation>第 %1 個部分：威佐夫博弈嘅局面每堆最多得 %2 個金幣，唔可以有 %3 個。</translation>
    </message>
    <message>
        <source>The Grundy values of this sum are still being computed (Fibonacci Nim piles up to %1 coins, Wythoff positions up to %2).</source>
        <translation>呢個博弈嘅和嘅 Grundy 值仲計緊（斐波那契拈嘅堆最多 %1 個金幣，威佐夫博弈嘅局面每堆最多 %2 個）。</translation>
    </message>
    <message>
        <source>Choose a component and the position it moves to.</source>
        <translation>揀一個部分，再揀佢行去嘅局面。</translation>
    </message>
    <message>
        <source>There is no component %1.</source>
        <translation>無第 %1 個部分。</translation>
    </message>
    <message>
        <source>Component %1 is another game: a move keeps the game of its component.</source>
        <translation>第 %1 個部分係另一種博弈：行一步唔會改變部分嘅博弈種類。</translation>
    </message>
    <message>
        <source>That is not one move in component %1.</source>
        <translation>呢個唔係第 %1 個部分入面嘅一步。</translation>
    </message>
    <message>
        <source> </source>
        <comment>the space between two sentences (none in Japanese and Cantonese: translate with a zero-width space)</comment>
        <translation>​</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>NimLab worksheet: %1 level %2, seed %3</source>
        <translation>NimLab 工作紙：%1，級別 %2，種子 %3</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>寫唔到 %1：%2</translation>
    </message>
    <message>
        <source>the PDF could not be painted</source>
        <translation>畫唔到個 PDF</translation>
    </message>
    <message>
        <source>... %1 in all</source>
        <translation>……總共 %1 個</translation>
    </message>
    <message>
        <source>Heap %1: %2</source>
        <translation>第 %1 堆：%2</translation>
    </message>
    <message>
        <source>%1 coins, quota %2</source>
        <translation>%1 個金幣，限額 %2</translation>
    </message>
    <message>
        <source>Piles of %1 and %2</source>
        <translation>兩堆：%1 同 %2</translation>
    </message>
    <message>
        <source>The queen at (%1, %2)</source>
        <translation>皇后喺 (%1, %2)</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>答案：</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>拈</translation>
    </message>
    <message>
        <source>Fibonacci Nim</source>
        <translation>斐波那契拈</translation>
    </message>
    <message>
        <source>Wythoff&apos;s game</source>
        <translation>威佐夫博弈</translation>
    </message>
    <message>
        <source>Sums of games</source>
        <translation>博弈嘅和</translation>
    </message>
    <message>
        <source>Practice worksheet: %1, level %2</source>
        <translation>練習工作紙：%1，級別 %2</translation>
    </message>
    <message>
        <source>Seed %1 · 1 exercise</source>
        <translation>種子 %1 · 1 題練習</translation>
    </message>
    <message>
        <source>Seed %1 · %2 exercises</source>
        <translation>種子 %1 · %2 題練習</translation>
    </message>
    <message>
        <source>The same sheet again (or the exercises alone, with nimlab-cli):</source>
        <translation>再印同一份工作紙（或者淨係印練習，用 nimlab-cli）：</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>姓名：</translation>
    </message>
    <message>
        <source>In each position it is your move. Write down a winning move, or write &quot;no winning move&quot; when every move leaves your opponent a winning position.</source>
        <translation>每個局面都係輪到你行。寫低一個必勝步；如果每一步都會留畀對家一個贏位，就寫「無必勝步」。</translation>
    </message>
    <message>
        <source>Answer key: %1, level %2</source>
        <translation>答案：%1，級別 %2</translation>
    </message>
    <message>
        <source>Seed %1 · every winning move of each exercise</source>
        <translation>種子 %1 · 每題練習嘅所有必勝步</translation>
    </message>
    <message>
        <source>%1, level %2 · seed %3</source>
        <translation>%1，級別 %2 · 種子 %3</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 頁，共 %2 頁</translation>
    </message>
</context>
<context>
    <name>WythoffAnalysis</name>
    <message>
        <source>n = %1 is too large: its P-position would not fit in 64 bits (the largest n is %2).</source>
        <translation>n = %1 太大：佢嘅後手必勝位置超出 64 位元（n 最大係 %2）。</translation>
    </message>
    <message>
        <source>x = ⌊%1φ⌋ = (%1 + %2) / 2 = %3 / 2 = %4 (whole-number division).</source>
        <translation>x = ⌊%1φ⌋ = (%1 + %2) / 2 = %3 / 2 = %4（整數除法）。</translation>
    </message>
    <message>
        <source>y = ⌊%1φ²⌋ = x + n = %2 + %1 = %3, because φ² = φ + 1.</source>
        <translation>y = ⌊%1φ²⌋ = x + n = %2 + %1 = %3，因為 φ² = φ + 1。</translation>
    </message>
    <message>
        <source>So (%1, %2) is the P-position with n = %3 (and so is (%2, %1)).</source>
        <translation>所以 (%1, %2) 係 n = %3 嘅後手必勝位置（(%2, %1) 都係）。</translation>
    </message>
    <message>
        <source>φ² − φ = 1, because φ is the positive root of t² = t + 1. Dividing by φ² gives 1/φ + 1/φ² = 1.</source>
        <translation>φ² − φ = 1，因為 φ 係 t² = t + 1 嘅正根。兩邊除以 φ² 就得到 1/φ + 1/φ² = 1。</translation>
    </message>
    <message>
        <source>Rayleigh&apos;s theorem: when α and β are irrational and 1/α + 1/β = 1, the Beatty sequences ⌊kα⌋ and ⌊kβ⌋ (k = 1, 2, 3, ...) together contain every positive whole number exactly once: they are complementary.</source>
        <translation>Rayleigh 定理：如果 α 同 β 係無理數，而且 1/α + 1/β = 1，咁 Beatty 數列 ⌊kα⌋ 同 ⌊kβ⌋（k = 1, 2, 3, ...）加埋就包含每個正整數啱啱好一次：佢哋係互補嘅。</translation>
    </message>
    <message>
        <source>With α = φ and β = φ²: ⌊kφ⌋ = %1, ... and ⌊kφ²⌋ = %2, ...: each of the numbers 1 to %3 appears exactly once.</source>
        <translation>當 α = φ、β = φ²：⌊kφ⌋ = %1, ... 同 ⌊kφ²⌋ = %2, ...：1 至 %3 每個數都啱啱好出現一次。</translation>
    </message>
    <message>
        <source>With α = φ and β = φ²: ⌊kφ⌋ = %1, ... and ⌊kφ²⌋ = %2, ...</source>
        <translation>當 α = φ、β = φ²：⌊kφ⌋ = %1, ... 同 ⌊kφ²⌋ = %2, ...</translation>
    </message>
    <message>
        <source>So every positive number is the x of exactly one P-position or the y of exactly one, and y − x = k takes every value once: this is why the smallest number not used yet is always the next ⌊kφ⌋ in the construction.</source>
        <translation>所以每個正整數，一係係啱啱一個後手必勝位置嘅 x，一係係啱啱一個嘅 y，而 y − x = k 每個值都出現一次：所以喺構造入邊，未用過嘅最細數一定係下一個 ⌊kφ⌋。</translation>
    </message>
    <message>
        <source>For n = %1: x = ⌊%1φ⌋ = %2 is term %1 of the first sequence, y = ⌊%1φ²⌋ = %3 is term %1 of the second, and y = x + n because ⌊nφ²⌋ = ⌊nφ + n⌋ = ⌊nφ⌋ + n.</source>
        <translation>n = %1 嘅時候：x = ⌊%1φ⌋ = %2 係第一個數列嘅第 %1 項，y = ⌊%1φ²⌋ = %3 係第二個數列嘅第 %1 項，而因為 ⌊nφ²⌋ = ⌊nφ + n⌋ = ⌊nφ⌋ + n，所以 y = x + n。</translation>
    </message>
    <message>
        <source>(0, 0): y − x = 0 is the empty sum, so there is nothing to shift; the Zeckendorf form is about the other P-positions.</source>
        <translation>(0, 0)：y − x = 0 係空和，所以無嘢可以移位；Zeckendorf 形式係講其他後手必勝位置嘅。</translation>
    </message>
    <message>
        <source>Every index up by one: %1 = %2 = %3 = x.</source>
        <translation>每個下標加 1，就得到 %1 = %2 = %3 = x。</translation>
    </message>
    <message>
        <source>Every index up by two: %1 = %2 = %3 = y.</source>
        <translation>每個下標加 2，就得到 %1 = %2 = %3 = y。</translation>
    </message>
    <message>
        <source>Here the usual Zeckendorf representation of %1 (the greedy one, indices from 2) already ends on an odd index, so it is the form needed.</source>
        <translation>呢度 %1 嘅普通 Zeckendorf 表示（貪婪算法搵到嘅，下標由 2 開始）已經係單數下標結尾，所以就係需要嘅形式。</translation>
    </message>
    <message>
        <source>Why not the usual representation? The greedy algorithm (indices from 2) writes %1 = %2. Shifting those indices gives %3 = %4 and %5 = %6, and (%4, %6) also has difference %1, but only one P-position has difference %1: (%7, %8). The shift works only when the smallest index is odd; the usual form ends on F_%9, and %10 = %11 rewrites it with an odd end.</source>
        <translation>點解唔用普通嘅表示？貪婪算法（下標由 2 開始）寫成 %1 = %2。將啲下標移位就得到 %3 = %4 同 %5 = %6，而 (%4, %6) 嘅差都係 %1，但係差係 %1 嘅後手必勝位置得一個：(%7, %8)。移位只係喺最細下標係單數嘅時候先得；普通形式以 F_%9 結尾，用 %10 = %11 改寫就變成單數下標結尾。</translation>
    </message>
    <message>
        <source>Misère play: whoever takes the last coin loses. (0, 0) is then an N-position: the player to move has already won, because the opponent took the last coin.</source>
        <translation>反常規則：攞最後一個金幣嘅人輸。咁 (0, 0) 就係先手必勝位置：輪到嘅玩家已經贏咗，因為對家攞咗最後一個金幣。</translation>
    </message>
    <message>
        <source>%1 is P</source>
        <translation>%1 係後手必勝位置</translation>
    </message>
    <message>
        <source>%1 is N (the opponent took the last coin)</source>
        <translation>%1 係先手必勝位置（對家攞咗最後一個金幣）</translation>
    </message>
    <message>
        <source>%1 is N (move to %2)</source>
        <translation>%1 係先手必勝位置（行去 %2）</translation>
    </message>
    <message>
        <source>With piles up to 2: %1.</source>
        <translation>每堆最多 2 個嘅局面：%1。</translation>
    </message>
    <message>
        <source>The misère P-positions (x ≤ y): %1, ...</source>
        <translation>反常規則嘅後手必勝位置（x ≤ y）：%1、……</translation>
    </message>
    <message>
        <source>%1 and %2 use the values {%3} and the differences {%4}, the same as the normal %5 and %6, so from n = 2 on the construction goes on exactly as in normal play: the misère P-positions are (⌊nφ⌋, ⌊nφ²⌋) for n ≥ 2.</source>
        <translation>%1 同 %2 用咗值 {%3} 同差 {%4}，同正常規則嘅 %5 同 %6 一樣，所以由 n = 2 開始，構造同正常規則完全一樣：反常規則嘅後手必勝位置係 n ≥ 2 嘅 (⌊nφ⌋, ⌊nφ²⌋)。</translation>
    </message>
    <message>
        <source>(0, 0): no coin is left. In misère play the player to move has won: the opponent took the last coin.</source>
        <translation>(0, 0)：一個金幣都無剩。喺反常規則之下，輪到嘅玩家已經贏咗：對家攞咗最後一個金幣。</translation>
    </message>
    <message>
        <source>(0, 0): no coin is left. The player to move has lost: the opponent took the last coin.</source>
        <translation>(0, 0)：一個金幣都無剩。輪到嘅玩家已經輸咗：對家攞咗最後一個金幣。</translation>
    </message>
    <message>
        <source>%1 is a P-position of misère play: the player to move loses against best play.</source>
        <translation>%1 係反常規則嘅後手必勝位置：如果對家用最佳策略，輪到嘅玩家會輸。</translation>
    </message>
    <message>
        <source>%1 is a P-position (n = y − x = %2): the player to move loses against best play.</source>
        <translation>%1 係後手必勝位置（n = y − x = %2）：如果對家用最佳策略，輪到嘅玩家會輸。</translation>
    </message>
    <message>
        <source>%1 is an N-position: the player to move wins.</source>
        <translation>%1 係先手必勝位置：輪到嘅玩家贏。</translation>
    </message>
    <message>
        <source>Each kind of move keeps one thing, and exactly one P-position has that thing:</source>
        <translation>每一類步都會保留一樣嘢，而有呢樣嘢嘅後手必勝位置啱啱得一個：</translation>
    </message>
    <message>
        <source>its partner does not fit in 64 bits.</source>
        <translation>佢嘅另一半超出 64 位元。</translation>
    </message>
    <message>
        <source>the P-position with a pile of %1 is %2, below: moving there wins.</source>
        <translation>有一堆係 %1 嘅後手必勝位置係 %2，細過依家：行去嗰度就贏。</translation>
    </message>
    <message>
        <source>the P-position with a pile of %1 is %2, not below: this kind of move cannot reach it.</source>
        <translation>有一堆係 %1 嘅後手必勝位置係 %2，唔細過依家：呢類步去唔到。</translation>
    </message>
    <message>
        <source>• keep y = %1 (take from the first pile): %2</source>
        <translation>• 保留 y = %1（喺第一堆攞）：%2</translation>
    </message>
    <message>
        <source>• keep x = %1 (take from the second pile): %2</source>
        <translation>• 保留 x = %1（喺第二堆攞）：%2</translation>
    </message>
    <message>
        <source>that P-position does not fit in 64 bits.</source>
        <translation>嗰個後手必勝位置超出 64 位元。</translation>
    </message>
    <message>
        <source>the P-position with difference %1 is %2; taking %3 from both piles reaches it and wins.</source>
        <translation>差係 %1 嘅後手必勝位置係 %2：喺兩堆各攞 %3 個就去到嗰度，就會贏。</translation>
    </message>
    <message>
        <source>the P-position with difference %1 is %2, not below: this kind of move cannot reach it.</source>
        <translation>差係 %1 嘅後手必勝位置係 %2，唔細過依家：呢類步去唔到。</translation>
    </message>
    <message>
        <source>• keep y − x = %1 (take the same from both): %2</source>
        <translation>• 保留 y − x = %1（兩堆攞一樣咁多）：%2</translation>
    </message>
    <message>
        <source>5n² = 5 × %1 × %1 = %2, and isqrt(%2) = %3, because %3 × %3 = %4 ≤ %2 &lt; %5 = %6 × %6.</source>
        <translation>5n² = 5 × %1 × %1 = %2，而 isqrt(%2) = %3，因為 %3 × %3 = %4 ≤ %2 &lt; %5 = %6 × %6。</translation>
    </message>
    <message>
        <source>n = %1. The golden ratio is φ = (1 + √5) / 2, so ⌊nφ⌋ = ⌊(n + n√5) / 2⌋ = (n + ⌊n√5⌋) / 2 in whole numbers, and ⌊n√5⌋ = isqrt(5n²), the integer square root: no decimal value of φ is needed.</source>
        <translation>n = %1。黃金比例係 φ = (1 + √5) / 2，所以用整數計，⌊nφ⌋ = ⌊(n + n√5) / 2⌋ = (n + ⌊n√5⌋) / 2，而 ⌊n√5⌋ = isqrt(5n²)，即係整數平方根：唔使用 φ 嘅小數值。</translation>
    </message>
    <message>
        <source>y − x = %1 = %2 = %3: Fibonacci numbers (F_1 = F_2 = 1, F_(k+1) = F_k + F_(k−1)) with no two indices consecutive and the smallest index, %4, odd; F_1 is allowed.</source>
        <translation>y − x = %1 = %2 = %3：斐波那契數（F_1 = F_2 = 1, F_(k+1) = F_k + F_(k−1)）加埋，無兩個下標係連續嘅，而最細嘅下標 %4 係單數；可以用 F_1。</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between two statements about positions</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between two coordinate pairs</comment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>WythoffConstruction</name>
    <message>
        <source>On the %1 x %1 board: (%2, %3) lies beyond the board.</source>
        <translation>喺 %1 × %1 嘅棋盤上：(%2, %3) 喺棋盤外面。</translation>
    </message>
    <message>
        <source>On the %1 x %1 board: (%2, %3) becomes P.</source>
        <translation>喺 %1 × %1 嘅棋盤上：(%2, %3) 變成後手必勝位置。</translation>
    </message>
    <message>
        <source>On the %1 x %1 board: (%2, %3) and (%3, %2) become P.</source>
        <translation>喺 %1 × %1 嘅棋盤上：(%2, %3) 同 (%3, %2) 變成後手必勝位置。</translation>
    </message>
    <message>
        <source>Squares that become N now: %1; squares still unmarked: %2.</source>
        <translation>再多 %1 格變成先手必勝位置；仲有 %2 格未標記。</translation>
    </message>
    <message>
        <source>The smallest unmarked square is now (%1, %2).</source>
        <translation>依家未標記嘅最細一格係 (%1, %2)。</translation>
    </message>
    <message>
        <source>On the %1 x %1 board nothing is decided yet: all %2 squares are unmarked. The smallest square is (0, 0).</source>
        <translation>喺 %1 × %1 棋盤上面仲未決定任何嘢：全部 %2 格都未標記。最細嘅一格係 (0, 0)。</translation>
    </message>
    <message>
        <source>On the %1 x %1 board: the misère P-positions from (%2, %3) on are the normal ones and become P together.</source>
        <translation>喺 %1 × %1 棋盤上：由 (%2, %3) 起，反常規則嘅後手必勝位置同正常規則嘅一樣，會一齊變成後手必勝位置。</translation>
    </message>
    <message>
        <source>Misère play starts again from the empty board: (0, 0) becomes N.</source>
        <translation>反常規則由空白棋盤重新開始：(0, 0) 變成先手必勝位置。</translation>
    </message>
</context>
<context>
    <name>WythoffExample</name>
    <message>
        <source>n = 0: (0, 0) is a P-position. So every position with x = 0, y = 0 or y - x = 0 is an N-position: one move reaches (0, 0).</source>
        <translation>n = 0：(0, 0) 係後手必勝位置。所以 x = 0、y = 0 或者 y − x = 0 嘅局面都係先手必勝位置：一步就去到 (0, 0)。</translation>
    </message>
    <message>
        <source>n = %1: the values already used are {%2}. Among the rest, (%3, %4) has the smallest x, y and y - x = %1, so it is a P-position, and every position with x or y equal to %3 or %4, or with y - x = %1, is an N-position. It equals (floor(%1 phi), floor(%1 phi^2)) = (%5, %6).</source>
        <translation>n = %1：已經用咗嘅值係 {%2}。喺剩低嘅入邊，(%3, %4) 嘅 x、y 同 y − x = %1 都係最細，所以佢係後手必勝位置；x 或者 y 等於 %3 或者 %4，或者 y − x = %1 嘅局面，全部都係先手必勝位置。用向下取整同黃金比例 φ 寫就係 (⌊%1φ⌋, ⌊%1φ²⌋) = (%5, %6)。</translation>
    </message>
    <message>
        <source>Misère play (whoever takes the last coin loses) starts again from the empty board. Now (0, 0) is an N-position: the player to move there has already won. The smallest P-position is (%1, %2): its only move takes the last coin. Normal play has (%3, %4) here.</source>
        <translation>反常規則（攞最後一個金幣嘅玩家輸）由空白棋盤重新開始。今次 (0, 0) 係先手必勝位置：喺嗰度輪到嘅玩家已經贏咗。最細嘅後手必勝位置係 (%1, %2)：佢唯一一步就係攞最後一個金幣。正常規則喺呢度係 (%3, %4)。</translation>
    </message>
    <message>
        <source>Misère, n = %1: every position that reaches (%2, %3) in one move, such as (1, 1), is an N-position. The smallest position left is (%4, %5), a P-position; normal play has (%6, %7) here.</source>
        <translation>反常規則，n = %1：所有一步就去到 (%2, %3) 嘅局面，例如 (1, 1)，都係先手必勝位置。剩低最細嘅局面係 (%4, %5)，係後手必勝位置；正常規則喺呢度係 (%6, %7)。</translation>
    </message>
    <message>
        <source>Misère, n = %1 to %2: from here on the construction goes on as in normal play, so the misère P-positions are (%3, %4), (%5, %6), ... = (floor(n phi), floor(n phi^2)) for n ≥ %1. Only the first two pairs, (%7, %8) and (%9, %10), differ from normal play.</source>
        <translation>反常規則，n = %1 至 %2：由呢度開始，構造同正常規則一樣，所以反常規則嘅後手必勝位置係 (%3, %4)、(%5, %6)、…… = (floor(n phi), floor(n phi^2))，n ≥ %1。只有頭兩對 (%7, %8) 同 (%9, %10) 同正常規則唔同。</translation>
    </message>
    <message>
        <source>Wythoff&apos;s game: the P-positions for n = 0 to %1, then misère play</source>
        <translation>威佐夫博弈：n = 0 至 %1 嘅後手必勝位置，跟住係反常規則</translation>
    </message>
    <message>
        <source>Start from the empty board: no position is decided yet. The article finds the P-positions one at a time; each is the position with the smallest x, y and y - x among those not yet ruled out, beginning with (0, 0).</source>
        <translation>由空白棋盤開始：仲未決定任何局面。原文逐個搵出後手必勝位置；每個都係未排除嘅局面之中 x、y 同 y - x 最細嘅嗰個，由 (0, 0) 開始。</translation>
    </message>
</context>
<context>
    <name>WythoffExplainer</name>
    <message>
        <source>%1: take %2 from the first pile</source>
        <translation>%1：喺第一堆攞 %2 個</translation>
    </message>
    <message>
        <source>%1: take %2 from the second pile</source>
        <translation>%1：喺第二堆攞 %2 個</translation>
    </message>
    <message>
        <source>%1: take %2 from both piles</source>
        <translation>%1：喺兩堆各攞 %2 個</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>呢局已經完咗。</translation>
    </message>
    <message>
        <source>(%1, %2) is a P-position of misère play (the P-positions start (0, 1), (2, 2)): every move from it leaves the opponent a position they win.</source>
        <translation>(%1, %2) 係反常規則下嘅後手必勝位置（反常規則嘅後手必勝位置由 (0, 1)、(2, 2) 開始）：由呢度行嘅每一步，都會留一個贏位畀對家。</translation>
    </message>
    <message>
        <source>(%1, %2) is a P-position: its difference %3 and each of its piles %1 and %2 belong to this P-position and to no other. A move keeps one pile or the difference and changes the rest, so it cannot reach another P-position, and the opponent can always move back to one.</source>
        <translation>(%1, %2) 係後手必勝位置：佢嘅差 %3 同兩堆嘅 %1、%2 都只屬於呢個後手必勝位置，唔屬於其他。每一步都會保留其中一堆或者個差，改變其餘嘅，所以去唔到另一個後手必勝位置，而對家總係可以行返去一個後手必勝位置。</translation>
    </message>
    <message>
        <source>A position of Wythoff&apos;s game is two piles (x, y).</source>
        <translation>威佐夫博弈嘅局面係兩堆 (x, y)。</translation>
    </message>
    <message>
        <source>A pile holds at most 2^62 = %1 coins.</source>
        <translation>每堆最多得 2^62 = %1 個金幣。</translation>
    </message>
    <message>
        <source>A move is the new position: two piles (x, y).</source>
        <translation>一步就係新嘅局面：兩堆 (x, y)。</translation>
    </message>
    <message>
        <source>Coins cannot be added: each pile must stay at most (%1, %2).</source>
        <translation>唔可以加金幣：兩堆最多只可以係 (%1, %2)。</translation>
    </message>
    <message>
        <source>Take at least one coin.</source>
        <translation>最少要攞一個金幣。</translation>
    </message>
    <message>
        <source>Take from one pile, or the same number from both (the queen moves left, down or diagonally down-left): (%1, %2) → (%3, %4) would take %5 and %6.</source>
        <translation>喺其中一堆攞，或者喺兩堆攞一樣咁多（皇后向左、向下或者向左下斜行）：(%1, %2) → (%3, %4) 會攞走 %5 個同 %6 個。</translation>
    </message>
</context>
<context>
    <name>WythoffLab</name>
    <message>
        <source>Enter the number of coins.</source>
        <translation>請輸入金幣數量。</translation>
    </message>
    <message>
        <source>Use the digits 0 to 9 only.</source>
        <translation>只可以用 0 至 9 嘅數字。</translation>
    </message>
    <message>
        <source>A pile holds at most 2^62 = %1 coins.</source>
        <translation>每堆最多得 2^62 = %1 個金幣。</translation>
    </message>
    <message>
        <source>the heat map size is not a power of two from 64 to %1</source>
        <translation>熱圖大細唔係 64 至 %1 之間嘅 2 嘅冪</translation>
    </message>
</context>
<context>
    <name>nimlab::CoinRow</name>
    <message>
        <source>Take %1 (leave %2)</source>
        <translation>攞 %1 個（剩低 %2 個）</translation>
    </message>
    <message>
        <source>Not allowed now</source>
        <translation>依家唔准攞</translation>
    </message>
</context>
<context>
    <name>nimlab::CompareChart</name>
    <message>
        <source>Build time against table size</source>
        <translation>建立時間同表嘅大細</translation>
    </message>
    <message>
        <source>Table size N (N x N)</source>
        <translation>表嘅大細 N（N × N）</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>時間 (ms)</translation>
    </message>
    <message>
        <source>XOR</source>
        <translation>XOR</translation>
    </message>
    <message>
        <source>mex</source>
        <translation>mex</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>遞歸構造</translation>
    </message>
</context>
<context>
    <name>nimlab::ExampleFigureView</name>
    <message>
        <source>The heaps of the step as coins</source>
        <translation>呢個步驟嘅各堆金幣</translation>
    </message>
    <message>
        <source>Table of the step</source>
        <translation>呢個步驟嘅表</translation>
    </message>
    <message>
        <source>The heaps in binary</source>
        <translation>啲堆嘅二進制</translation>
    </message>
    <message>
        <source>Heap %1: %2 → %3</source>
        <translation>第 %1 堆：%2 → %3</translation>
    </message>
    <message>
        <source>Heap %1: %2</source>
        <translation>第 %1 堆：%2</translation>
    </message>
    <message>
        <source>nim-sum</source>
        <translation>拈和</translation>
    </message>
    <message>
        <source>heap %1</source>
        <translation>第 %1 堆</translation>
    </message>
    <message>
        <source>Highlighted columns: %1. Highlighted rows: %2.</source>
        <translation>標示咗嘅列：%1。標示咗嘅行：%2。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
</context>
<context>
    <name>nimlab::ExamplePanel</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 個步驟，共 %2 個</translation>
    </message>
    <message>
        <source>First</source>
        <translation>第一個</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>上一個</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一個</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>最後一個</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Go through the steps one after another</source>
        <translation>逐個步驟播放</translation>
    </message>
    <message>
        <source>Explanation of the step</source>
        <translation>步驟嘅解釋</translation>
    </message>
    <message>
        <source>First step of the example (%1)</source>
        <translation>例子嘅第一個步驟（%1）</translation>
    </message>
    <message>
        <source>Previous step of the example (%1)</source>
        <translation>例子嘅上一個步驟（%1）</translation>
    </message>
    <message>
        <source>Next step of the example (%1)</source>
        <translation>例子嘅下一個步驟（%1）</translation>
    </message>
    <message>
        <source>Last step of the example (%1)</source>
        <translation>例子嘅最後一個步驟（%1）</translation>
    </message>
</context>
<context>
    <name>nimlab::FibNimAnalysisView</name>
    <message>
        <source>Quota against the smallest term</source>
        <translation>限額同最細嘅項比較</translation>
    </message>
    <message>
        <source>Grundy value of each pile</source>
        <translation>每堆嘅 Grundy 值</translation>
    </message>
    <message>
        <source>Nim-sum</source>
        <translation>拈和</translation>
    </message>
    <message>
        <source>Piles and the one quota</source>
        <translation>堆同共用嘅限額</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜尋</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判斷</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>點解</translation>
    </message>
    <message>
        <source>Analysis of the position</source>
        <translation>局面分析</translation>
    </message>
    <message>
        <source>The pile</source>
        <translation>呢堆</translation>
    </message>
    <message>
        <source>Moves</source>
        <comment>heading of the list of winning moves</comment>
        <translation>必勝步</translation>
    </message>
</context>
<context>
    <name>nimlab::FibNimBoard</name>
    <message>
        <source>Enter how many coins to take: a whole number, at most the quota.</source>
        <translation>輸入要攞幾多個金幣：唔超過限額嘅整數。</translation>
    </message>
    <message>
        <source>The game is over: the last coin has been taken.</source>
        <translation>呢局完咗：最後一個金幣已經畀人攞咗。</translation>
    </message>
    <message>
        <source>Each pile has its own quota: twice the last number taken from that pile (its first move may not take it whole).</source>
        <translation>每堆有自己嘅限額：係上一次喺嗰堆攞嘅數量嘅兩倍（嗰堆嘅第一步唔可以攞嗮成堆）。</translation>
    </message>
    <message>
        <source>Quota: %1 — the most coins that may be taken now, from any one pile</source>
        <translation>限額：%1 — 依家喺任何一堆最多可以攞嘅金幣數</translation>
    </message>
    <message>
        <source>Quota: %1 — the most coins that may be taken now</source>
        <translation>限額：%1 — 依家最多可以攞嘅金幣數</translation>
    </message>
    <message>
        <source>Quota</source>
        <translation>限額</translation>
    </message>
    <message>
        <source>Pile</source>
        <translation>堆</translation>
    </message>
    <message>
        <source>Pile %1</source>
        <translation>第 %1 堆</translation>
    </message>
    <message>
        <source>%1
quota %2</source>
        <translation>%1
限額 %2</translation>
    </message>
    <message>
        <source>%1 coins</source>
        <translation>%1 個金幣</translation>
    </message>
    <message>
        <source>Take:</source>
        <translation>攞：</translation>
    </message>
    <message>
        <source>The number of coins to take from this pile (1 up to the quota); exact up to 10^18</source>
        <translation>呢堆要攞嘅金幣數量（1 至限額）；準確計算到 10^18</translation>
    </message>
    <message>
        <source>Coins to take from pile %1</source>
        <translation>喺第 %1 堆要攞嘅金幣</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>攞</translation>
    </message>
    <message>
        <source>Take the number of coins entered from pile %1</source>
        <translation>喺第 %1 堆攞走輸入咗嘅金幣數量</translation>
    </message>
    <message>
        <source>Pile %1 as coins: click a coin to take it and every coin after it</source>
        <translation>第 %1 堆嘅金幣：撳一個金幣，就攞走佢同佢後面所有金幣</translation>
    </message>
    <message>
        <source>%1: no coins left</source>
        <translation>%1：無金幣剩</translation>
    </message>
    <message>
        <source>%1: %2 coins, quota %3: you may take 1 to %4 (the coins over the green bracket)</source>
        <translation>%1：%2 個金幣，限額 %3：你可以攞 1 至 %4 個（綠色括號上面嘅金幣）</translation>
    </message>
</context>
<context>
    <name>nimlab::FibNimExamplePage</name>
    <message>
        <source>%1 coins, quota %2</source>
        <translation>%1 個金幣，限額 %2</translation>
    </message>
    <message>
        <source>a winning position</source>
        <translation>贏位</translation>
    </message>
    <message>
        <source>a losing position</source>
        <translation>輸位</translation>
    </message>
    <message>
        <source>The first player is to move: %1.</source>
        <translation>輪到第一個玩家：%1。</translation>
    </message>
    <message>
        <source>The second player is to move: %1.</source>
        <translation>輪到第二個玩家：%1。</translation>
    </message>
    <message>
        <source>The strategy&apos;s move: take %1 (outlined).</source>
        <translation>策略嘅一步：攞 %1 個（有框嗰啲）。</translation>
    </message>
    <message>
        <source>The article supposes this reply: take %1 (outlined).</source>
        <translation>文章假設對家咁應：攞 %1 個（有框嗰啲）。</translation>
    </message>
    <message>
        <source>Start a game from the position of this step, with its quota</source>
        <translation>由呢個步驟嘅局面同限額開始一局</translation>
    </message>
    <message>
        <source>Position of the step</source>
        <translation>呢個步驟嘅局面</translation>
    </message>
    <message>
        <source>The pile of the step as coins</source>
        <translation>呢個步驟嘅金幣堆</translation>
    </message>
    <message>
        <source>%1 coins, quota %2: the coins over the green bracket may be taken now</source>
        <translation>%1 個金幣，限額 %2：綠色括號上面嘅金幣依家可以攞</translation>
    </message>
    <message>
        <source>Play from th&amp;is position</source>
        <translation>由呢個局面開局(&amp;I)</translation>
    </message>
</context>
<context>
    <name>nimlab::FibNimGrundyPage</name>
    <message>
        <source>The Grundy table was cancelled.</source>
        <translation>Grundy 值表取消咗計算。</translation>
    </message>
    <message>
        <source>Grundy values computed for piles up to %1 coins.</source>
        <translation>計好咗最多 %1 個金幣嘅堆嘅 Grundy 值。</translation>
    </message>
    <message>
        <source>The largest pile n of the table (up to %1 coins)</source>
        <translation>表入邊最大嘅堆 n（最多 %1 個金幣）</translation>
    </message>
    <message>
        <source>Largest pile of the Grundy table</source>
        <translation>Grundy 值表最大嗰堆</translation>
    </message>
    <message>
        <source>&amp;Compute</source>
        <translation>計算(&amp;C)</translation>
    </message>
    <message>
        <source>Compute g(n, q) for every pile up to this size, off the main thread</source>
        <translation>喺主執行緒以外，計出呢個大細以內每堆嘅 g(n, q)</translation>
    </message>
    <message>
        <source>Progress of the Grundy table</source>
        <translation>Grundy 值表嘅計算進度</translation>
    </message>
    <message>
        <source>Each pixel is the Grundy value g(n, q) of a pile of n coins with quota q (q ≤ n). Dark cells are 0: there the player to move loses. Move the mouse over the map to read a value.</source>
        <translation>每個像素係 n 個金幣、限額 q（q ≤ n）嗰堆嘅 Grundy 值 g(n, q)。深色格係 0：喺嗰度輪到嘅玩家會輸。將滑鼠移到幅圖上面就睇到個值。</translation>
    </message>
    <message>
        <source>Heat map of the Grundy values</source>
        <translation>Grundy 值熱圖</translation>
    </message>
    <message>
        <source>g(%1, %2) = %3</source>
        <translation>g(%1, %2) = %3</translation>
    </message>
    <message>
        <source>quota q →</source>
        <translation>限額 q →</translation>
    </message>
    <message>
        <source>coins n →</source>
        <translation>金幣 n →</translation>
    </message>
    <message>
        <source>g(n, q)</source>
        <translation>g(n, q)</translation>
    </message>
    <message>
        <source>No table yet</source>
        <translation>仲未有表</translation>
    </message>
    <message>
        <source>Piles &amp;up to:</source>
        <translation>堆最大到(&amp;U)：</translation>
    </message>
</context>
<context>
    <name>nimlab::FibNimStartBox</name>
    <message>
        <source>&apos;%1&apos; is not a number of coins: enter whole numbers, at most 10^18.</source>
        <translation>「%1」唔係金幣數量：請輸入唔超過 10^18 嘅整數。</translation>
    </message>
    <message>
        <source>One pile: enter a single number of coins, from 2 to 10^18.</source>
        <translation>得一堆：請淨係輸入一個金幣數量，由 2 至 10^18。</translation>
    </message>
    <message>
        <source>The quota must be a whole number.</source>
        <translation>限額一定要係整數。</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>開局局面</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>博弈(&amp;G)：</translation>
    </message>
    <message>
        <source>One pile</source>
        <translation>一堆</translation>
    </message>
    <message>
        <source>Several piles, each with its own quota (Sprague-Grundy)</source>
        <translation>幾堆，每堆有自己嘅限額（Sprague-Grundy）</translation>
    </message>
    <message>
        <source>Several piles, one quota for the whole game (global)</source>
        <translation>幾堆，成個博弈共用一個限額（全局）</translation>
    </message>
    <message>
        <source>The article&apos;s game and its two variants with several piles</source>
        <translation>原文嘅博弈，同埋佢兩個有幾堆金幣嘅變體</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>變體</translation>
    </message>
    <message>
        <source>The coins of the pile: 2 to 10^18, exact</source>
        <translation>呢堆嘅金幣：2 至 10^18，準確計算</translation>
    </message>
    <message>
        <source>1 to %1 piles of 2 to %2 coins, separated by spaces, e.g. 5 8 10</source>
        <translation>1 至 %1 堆，每堆 2 至 %2 個金幣，用空格分隔，例如 5 8 10</translation>
    </message>
    <message>
        <source>1 to %1 piles, at most %2 coins in all, separated by spaces, e.g. 5 8</source>
        <translation>1 至 %1 堆，總共最多 %2 個金幣，用空格分隔，例如 5 8</translation>
    </message>
    <message>
        <source>Coins of the start position</source>
        <translation>開局局面嘅金幣</translation>
    </message>
    <message>
        <source>&amp;Quota:</source>
        <translation>限額(&amp;Q)：</translation>
    </message>
    <message>
        <source>total − 1</source>
        <translation>總數 − 1</translation>
    </message>
    <message>
        <source>The quota of the first move; empty: every coin but one (total − 1)</source>
        <translation>第一步嘅限額；留空就係除咗一個之外全部（總數 − 1）</translation>
    </message>
    <message>
        <source>Starting quota</source>
        <translation>開局限額</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>開始(&amp;T)</translation>
    </message>
    <message>
        <source>Start a new game from this position</source>
        <translation>由呢個局面開新一局</translation>
    </message>
    <message>
        <source>C&amp;oins:</source>
        <translation>金幣(&amp;O)：</translation>
    </message>
</context>
<context>
    <name>nimlab::FibNimTab</name>
    <message>
        <source>The articles&apos; examples with 10 and 21 coins, step by step</source>
        <translation>文章入邊 10 個同 21 個金幣嘅例子，逐個步驟睇</translation>
    </message>
    <message>
        <source>G&amp;rundy values</source>
        <translation>Grundy 值(&amp;R)</translation>
    </message>
    <message>
        <source>g(n, q) for piles up to 1000 coins, and the starting values</source>
        <translation>最多 1000 個金幣嘅堆嘅 g(n, q)，同埋開局值</translation>
    </message>
    <message>
        <source>Piles</source>
        <translation>堆</translation>
    </message>
    <message>
        <source>Analysis: the Zeckendorf strategy</source>
        <translation>分析：Zeckendorf 策略</translation>
    </message>
    <message>
        <source>Analysis: Grundy values and their nim-sum</source>
        <translation>分析：Grundy 值同佢哋嘅拈和</translation>
    </message>
    <message>
        <source>Analysis: one quota for the whole game, solved by search</source>
        <translation>分析：成個博弈共用一個限額，用搜尋解</translation>
    </message>
</context>
<context>
    <name>nimlab::GamePage</name>
    <message>
        <source>&amp;Play</source>
        <translation>對局(&amp;P)</translation>
    </message>
    <message>
        <source>Play, with the analysis of the position</source>
        <translation>對局，同時睇局面分析</translation>
    </message>
    <message>
        <source>&amp;Worked examples</source>
        <translation>例子(&amp;W)</translation>
    </message>
    <message>
        <source>Worked example</source>
        <translation>例子</translation>
    </message>
    <message>
        <source>Show the &amp;analysis</source>
        <translation>顯示分析(&amp;A)</translation>
    </message>
    <message>
        <source>Hide it to play without help</source>
        <translation>收埋佢就可以唔靠提示咁玩</translation>
    </message>
    <message>
        <source>Colour moves on hover</source>
        <translation>滑鼠指住嘅步用顏色標示</translation>
    </message>
    <message>
        <source>Before you move, the move under the mouse is coloured green when it wins and red when it loses (its tooltip says so too); only while the analysis is shown</source>
        <translation>行之前，滑鼠指住嘅步如果係必勝步就變綠色，會輸就變紅色（提示文字都會講）；只係顯示分析嗰陣先有</translation>
    </message>
    <message>
        <source>E&amp;xample:</source>
        <translation>例子(&amp;X)：</translation>
    </message>
    <message>
        <source>This page shows the answers: it is hidden in the students&apos; view (View &gt; Students&apos; view).</source>
        <translation>呢頁會顯示答案：喺學生模式會收埋（「檢視」&gt;「學生模式」）。</translation>
    </message>
    <message>
        <source>What is this game?</source>
        <translation>呢個係咩博弈？</translation>
    </message>
    <message>
        <source>The rules in a few sentences, with a picture</source>
        <translation>用幾句講解規則，附一幅圖</translation>
    </message>
</context>
<context>
    <name>nimlab::GameSidePanel</name>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>真人</translation>
    </message>
    <message>
        <source>Computer: beginner</source>
        <translation>電腦：初級</translation>
    </message>
    <message>
        <source>Computer: intermediate</source>
        <translation>電腦：中級</translation>
    </message>
    <message>
        <source>Computer: strong</source>
        <translation>電腦：高手</translation>
    </message>
    <message>
        <source>Computer: perfect</source>
        <translation>電腦：完美</translation>
    </message>
    <message>
        <source>A person, or the computer: a beginner often plays a random move, the perfect computer never misses a win</source>
        <translation>真人或者電腦：初級電腦成日亂咁行，完美嘅電腦永遠唔會錯過贏嘅機會</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>後手</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>每一步嘅記錄</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>輪到%1行。</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message>
        <source>No winning move: %1</source>
        <translation>無必勝步：%1</translation>
    </message>
    <message>
        <source>Game over: you won.</source>
        <translation>呢局完咗：你贏咗。</translation>
    </message>
    <message>
        <source>Game over: %1 won.</source>
        <translation>呢局完咗：%1贏咗。</translation>
    </message>
    <message>
        <source>%1 is thinking...</source>
        <translation>%1諗緊……</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>輪到你行。</translation>
    </message>
    <message>
        <source>Review: moves that kept a won position: %1; that missed a win: %2 (the list says which move would have won); made from a lost position: %3.</source>
        <translation>回顧：%1 步保住贏位，%2 步錯失咗贏嘅機會（列表寫咗行邊步先會贏），%3 步喺輸位行。</translation>
    </message>
    <message>
        <source>Continue the game from the position shown (the moves after it can be redone until somebody moves)</source>
        <translation>由顯示緊嘅局面繼續呢局（有人行之前，後面嘅步仍然可以重做）</translation>
    </message>
    <message>
        <source>Looking back: the position after move %1 of %2. Click the last move to return, or play from here.</source>
        <translation>回看緊：%2 步之中第 %1 步之後嘅局面。撳最後一步就返去，或者由呢度繼續。</translation>
    </message>
    <message>
        <source>Exchange the two players: whoever played first plays second from this position, and the other way round</source>
        <translation>兩個玩家對調：由呢個局面起，本來先手嗰個變後手，後手變先手</translation>
    </message>
    <message>
        <source>Reset scores</source>
        <translation>分數清零</translation>
    </message>
    <message>
        <source>Set the games won by every player back to 0</source>
        <translation>將每個玩家贏咗嘅局數變返 0</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>贏咗嘅局數</translation>
    </message>
    <message>
        <source>%1 moves here once you press &quot;Play on from here&quot;.</source>
        <translation>撳「由呢度繼續」之後，%1就會喺呢度行。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a player and the games they won</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Games won: %1</source>
        <translation>贏咗嘅局數：%1</translation>
    </message>
    <message>
        <source>First p&amp;layer:</source>
        <translation>先手(&amp;L)：</translation>
    </message>
    <message>
        <source>Se&amp;cond player:</source>
        <translation>後手(&amp;C)：</translation>
    </message>
    <message>
        <source>Swap si&amp;des</source>
        <translation>先後手對調(&amp;D)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新一局</translation>
    </message>
    <message>
        <source>Start again from the start position (%1)</source>
        <translation>由開局局面重新開始（%1）</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <source>Take back the last move; against the computer, its reply too (%1)</source>
        <translation>收返最後一步；同電腦玩嘅話，連電腦回應嗰步都收返（%1）</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Play again a move that was taken back (%1)</source>
        <translation>再行一次收返咗嘅一步（%1）</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>由呢度繼續</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Show one winning move, or why there is none (%1)</source>
        <translation>顯示一個必勝步，或者點解無（%1）</translation>
    </message>
</context>
<context>
    <name>nimlab::HeatMapView</name>
    <message>
        <source>Each pixel: the smallest value of up to %1 × %1 cells, so a 0 always shows. Zoom %2× (wheel, + and −; drag or arrows to move; 0 fits)</source>
        <translation>每個像素：最多 %1 × %1 格入面最細嘅值，所以 0 一定會顯示。縮放 %2×（用滑鼠滾輪、+ 同 −；拖曳或者用方向鍵移動；撳 0 配合視窗大細）</translation>
    </message>
    <message>
        <source>Zoom %1× (wheel, + and −; drag or arrows to move; 0 fits)</source>
        <translation>縮放 %1×（用滑鼠滾輪、+ 同 −；拖曳或者用方向鍵移動；撳 0 配合視窗大細）</translation>
    </message>
    <message>
        <source>%1 × %2 cells, zoom %3×, showing x %4 to %5 and y %6 to %7; each pixel shows the smallest value of the cells under it (up to %8 × %8).</source>
        <translation>%1 × %2 格，縮放 %3×，顯示 x %4 至 %5、y %6 至 %7；每個像素顯示佢下面嗰啲格嘅最細值（最多 %8 × %8 格）。</translation>
    </message>
</context>
<context>
    <name>nimlab::IntroPage</name>
    <message>
        <source>What is this game?</source>
        <translation>呢個係咩博弈？</translation>
    </message>
    <message>
        <source>&amp;Try it</source>
        <translation>試下(&amp;T)</translation>
    </message>
    <message>
        <source>Go to the game: play it against a friend or the computer</source>
        <translation>開始玩：同朋友或者電腦對局</translation>
    </message>
</context>
<context>
    <name>nimlab::JobControls</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the computation (Esc)</source>
        <translation>停止計算 (Esc)</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>計緊……</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>取消咗</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>完成咗</translation>
    </message>
    <message>
        <source>Finished in %1 ms</source>
        <translation>用咗 %1 ms 完成</translation>
    </message>
    <message>
        <source>Failed: no result</source>
        <translation>失敗：無結果</translation>
    </message>
</context>
<context>
    <name>nimlab::MainWindow</name>
    <message>
        <source>NimLab</source>
        <translation>NimLab</translation>
    </message>
    <message>
        <source>Nim-sum table</source>
        <translation>拈和表</translation>
    </message>
    <message>
        <source>Build the nim-sum table three ways and compare them</source>
        <translation>用三種方法建立拈和表，再比較佢哋</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open session...</source>
        <translation>開啟工作階段(&amp;O)...</translation>
    </message>
    <message>
        <source>Replace the current session with one saved in a file</source>
        <translation>用檔案入邊儲存咗嘅工作階段取代依家呢個</translation>
    </message>
    <message>
        <source>&amp;Save session as...</source>
        <translation>工作階段另存為(&amp;S)...</translation>
    </message>
    <message>
        <source>Save every tab&apos;s state to a file</source>
        <translation>將每個分頁嘅狀態儲存落檔案</translation>
    </message>
    <message>
        <source>&amp;Export table...</source>
        <translation>匯出表(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>離開(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About NimLab</source>
        <translation>關於 NimLab(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>關於 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>開啟工作階段</translation>
    </message>
    <message>
        <source>NimLab sessions (%1);;All files (*)</source>
        <translation>NimLab 工作階段 (%1);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>The session was not opened; nothing changed.

%1</source>
        <translation>工作階段未開啟，乜都無改到。

%1</translation>
    </message>
    <message>
        <source>Opened the session %1</source>
        <translation>開咗工作階段 %1</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>儲存工作階段</translation>
    </message>
    <message>
        <source>NimLab sessions (%1)</source>
        <translation>NimLab 工作階段 (%1)</translation>
    </message>
    <message>
        <source>Saved the session to %1</source>
        <translation>將工作階段儲存咗落 %1</translation>
    </message>
    <message>
        <source>About NimLab</source>
        <translation>關於 NimLab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;NimLab %1&lt;/h3&gt;&lt;p&gt;A workbench for learning impartial games: Nim, Fibonacci Nim, Wythoff&apos;s game and the nim-sum.&lt;/p&gt;&lt;p&gt;Every number in an explanation is computed exactly when it is shown.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;NimLab %1&lt;/h3&gt;&lt;p&gt;學習無偏博弈嘅工作台：拈、斐波那契拈、威佐夫博弈同拈和。&lt;/p&gt;&lt;p&gt;解釋入邊嘅每個數字，都係顯示嗰陣即時準確計出嚟嘅。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>拈</translation>
    </message>
    <message>
        <source>Play Nim and see why the nim-sum decides it</source>
        <translation>玩拈，睇吓點解拈和決定輸贏</translation>
    </message>
    <message>
        <source>Wythoff&apos;s game</source>
        <translation>威佐夫博弈</translation>
    </message>
    <message>
        <source>Two piles or a queen on a chessboard: play, build the P-positions step by step, the golden ratio</source>
        <translation>兩堆金幣或者棋盤上嘅皇后：對局、逐個步驟構造後手必勝位置、黃金比例</translation>
    </message>
    <message>
        <source>Fibonacci Nim</source>
        <translation>斐波那契拈</translation>
    </message>
    <message>
        <source>One pile or several: the Zeckendorf strategy, the worked examples and the Grundy values</source>
        <translation>一堆定幾堆都得：Zeckendorf 表示嘅策略、例子同 Grundy 值</translation>
    </message>
    <message>
        <source>Save the nim-sum table as CSV or PNG (in the nim-sum table tab)</source>
        <translation>將拈和表儲存做 CSV 或者 PNG（喺拈和表分頁用）</translation>
    </message>
    <message>
        <source>Sums of games</source>
        <translation>博弈嘅和</translation>
    </message>
    <message>
        <source>Nim heaps, Fibonacci Nim piles and Wythoff positions played together: the Sprague-Grundy theorem at work</source>
        <translation>拈堆、斐波那契拈堆同威佐夫博弈嘅局面一齊玩：Sprague-Grundy 定理點樣運作</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>Take back the last move of this tab&apos;s game</source>
        <translation>收返呢個分頁嗰局嘅最後一步</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Play again a move that was taken back</source>
        <translation>再行一次收返咗嘅一步</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>新一局(&amp;N)</translation>
    </message>
    <message>
        <source>Start this tab&apos;s game again from its start position</source>
        <translation>由開局局面重新開始呢個分頁嗰局</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>Show one winning move, or why there is none</source>
        <translation>顯示一個必勝步，或者點解無</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全螢幕(&amp;F)</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>Exercises: find the winning move, or say there is none; ten a round, with a score</source>
        <translation>練習：搵出必勝步，或者講無必勝步；每輪十題，有計分</translation>
    </message>
    <message>
        <source>Export &amp;worksheet...</source>
        <translation>匯出工作紙(&amp;W)...</translation>
    </message>
    <message>
        <source>Save practice exercises and their answer key as a PDF to print</source>
        <translation>將練習題同答案儲存做 PDF，用嚟列印</translation>
    </message>
    <message>
        <source>&amp;Print worksheet...</source>
        <translation>列印工作紙(&amp;P)...</translation>
    </message>
    <message>
        <source>Print practice exercises and their answer key</source>
        <translation>列印練習題同答案</translation>
    </message>
    <message>
        <source>&amp;Students&apos; view (hide the answers)</source>
        <translation>學生模式（收埋答案）(&amp;S)</translation>
    </message>
    <message>
        <source>Hide the analysis, the hints, the move colours and the P-positions in every game, so that a class can find the strategy (%1)</source>
        <translation>喺每個博弈收埋分析、提示、步嘅顏色同後手必勝位置，等全班自己搵出策略（%1）</translation>
    </message>
    <message>
        <source>&amp;What is this game?</source>
        <translation>呢個係咩博弈？(&amp;W)</translation>
    </message>
    <message>
        <source>The rules of this tab&apos;s game in a few sentences, with a picture</source>
        <translation>用幾句講解呢個分頁嘅博弈規則，附一幅圖</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>顏色(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>跟系統(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>淺色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
</context>
<context>
    <name>nimlab::MiniQueenBoard</name>
    <message>
        <source>The queen is at (%1, %2).</source>
        <translation>皇后喺 (%1, %2)。</translation>
    </message>
</context>
<context>
    <name>nimlab::MoveListModel</name>
    <message>
        <source>First player</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>後手</translation>
    </message>
    <message>
        <source>kept a won position</source>
        <translation>保住贏位</translation>
    </message>
    <message>
        <source>missed a win</source>
        <translation>錯失咗贏嘅機會</translation>
    </message>
    <message>
        <source>from a lost position</source>
        <translation>喺輸位行</translation>
    </message>
    <message>
        <source>Taken back: Redo plays it again</source>
        <translation>收返咗：撳「重做」再行一次</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>回顧</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>初級</translation>
    </message>
    <message>
        <source>intermediate</source>
        <translation>中級</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>高手</translation>
    </message>
    <message>
        <source>perfect</source>
        <translation>完美</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>電腦（%1）</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>First computer (%1)</source>
        <translation>先手電腦（%1）</translation>
    </message>
    <message>
        <source>Second computer (%1)</source>
        <translation>後手電腦（%1）</translation>
    </message>
    <message>
        <source>missed a win: %1 would have won</source>
        <translation>錯失咗贏嘅機會：行 %1 就會贏</translation>
    </message>
</context>
<context>
    <name>nimlab::MoveValue</name>
    <message>
        <source>Winning move</source>
        <translation>必勝步</translation>
    </message>
    <message>
        <source>Losing move</source>
        <translation>會輸嘅一步</translation>
    </message>
</context>
<context>
    <name>nimlab::NimAnalysisView</name>
    <message>
        <source>Heap %1 = %2</source>
        <translation>第 %1 堆 = %2</translation>
    </message>
    <message>
        <source>Ones in the column</source>
        <translation>呢一列有幾多個 1</translation>
    </message>
    <message>
        <source>Nim-sum = %1</source>
        <translation>拈和 = %1</translation>
    </message>
    <message>
        <source>Every winning move:</source>
        <translation>所有必勝步：</translation>
    </message>
</context>
<context>
    <name>nimlab::NimBoard</name>
    <message>
        <source>Heap %1: enter how many coins to leave, a whole number from 0 to %2.</source>
        <translation>第 %1 堆：輸入要留低幾多個金幣，0 至 %2 之間嘅整數。</translation>
    </message>
    <message>
        <source>Heap %1</source>
        <translation>第 %1 堆</translation>
    </message>
    <message>
        <source>Leave:</source>
        <translation>留低：</translation>
    </message>
    <message>
        <source>The number of coins to leave in this heap (smaller than it has now)</source>
        <translation>呢堆要留低嘅金幣數量（要細過依家嘅數量）</translation>
    </message>
    <message>
        <source>Coins to leave in heap %1</source>
        <translation>第 %1 堆要留低嘅金幣</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>攞</translation>
    </message>
    <message>
        <source>Lower heap %1 to the number entered</source>
        <translation>將第 %1 堆減到輸入嘅數量</translation>
    </message>
    <message>
        <source>Heap %1 as coins: click a coin to take it and every coin to its right</source>
        <translation>第 %1 堆嘅金幣：撳一個金幣，就攞走佢同佢右邊所有金幣</translation>
    </message>
    <message>
        <source>Heap %1: empty</source>
        <translation>第 %1 堆：無金幣</translation>
    </message>
    <message>
        <source>Heap %1: %2 coins, you may take 1 to %3</source>
        <translation>第 %1 堆：%2 個金幣，你可以攞 1 至 %3 個</translation>
    </message>
</context>
<context>
    <name>nimlab::NimSumBuilderTab</name>
    <message>
        <source>Comparison cancelled.</source>
        <translation>取消咗比較。</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>大細(&amp;S)：</translation>
    </message>
    <message>
        <source>Rows and columns of the table: a power of two from 1 to 4096</source>
        <translation>表嘅行數同列數：1 至 4096 之間嘅 2 嘅冪</translation>
    </message>
    <message>
        <source>Table size</source>
        <translation>表嘅大細</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>方法(&amp;M)：</translation>
    </message>
    <message>
        <source>1: bitwise XOR</source>
        <translation>1：逐位異或（XOR）</translation>
    </message>
    <message>
        <source>2: smallest unused value (mex)</source>
        <translation>2：最細未用整數（mex）</translation>
    </message>
    <message>
        <source>3: recursive 2^k blocks</source>
        <translation>3：遞歸構造（2^k 區塊）</translation>
    </message>
    <message>
        <source>How the table is built, as in the three methods of the nim-sum article</source>
        <translation>點樣建立個表，跟拈和文章嘅三種方法</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>S&amp;tep by step</source>
        <translation>逐步(&amp;T)</translation>
    </message>
    <message>
        <source>Build the table one step at a time, with an explanation of each step (sizes up to 32)</source>
        <translation>逐個步驟建立個表，每個步驟都有解釋（大細最多 32）</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>比較(&amp;C)</translation>
    </message>
    <message>
        <source>Build the table by all three methods and compare them</source>
        <translation>用全部三種方法建立個表，再比較佢哋</translation>
    </message>
    <message>
        <source>&amp;Binary</source>
        <translation>二進制(&amp;B)</translation>
    </message>
    <message>
        <source>Show the values in binary</source>
        <translation>用二進制顯示啲值</translation>
    </message>
    <message>
        <source>Save the table as CSV or as a PNG picture</source>
        <translation>將個表儲存做 CSV 或者 PNG 圖片</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步驟</translation>
    </message>
    <message>
        <source>First</source>
        <translation>第一個</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>上一個</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一個</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>最後一個</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>速度(&amp;D)：</translation>
    </message>
    <message>
        <source>How fast Play goes through the steps</source>
        <translation>播放嗰陣逐個步驟行嘅速度</translation>
    </message>
    <message>
        <source>Play speed</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <source>Compare the three methods</source>
        <translation>比較三種方法</translation>
    </message>
    <message>
        <source>Build &amp;again</source>
        <translation>再建立一次(&amp;A)</translation>
    </message>
    <message>
        <source>Build the table by all three methods again and time them</source>
        <translation>用全部三種方法再建立一次個表，同埋計時</translation>
    </message>
    <message>
        <source>Progress of the comparison</source>
        <translation>比較嘅進度</translation>
    </message>
    <message>
        <source>Nim-sum table</source>
        <translation>拈和表</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>解釋</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暫停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 個步驟，共 %2 個</translation>
    </message>
    <message>
        <source>Building the %1 x %1 table three ways...</source>
        <translation>用三種方法建立緊 %1 × %1 嘅表……</translation>
    </message>
    <message>
        <source>The three methods agree cell for cell (%1 cells).</source>
        <translation>三種方法逐格都一樣（%1 格）。</translation>
    </message>
    <message>
        <source>The methods disagree at (%1, %2).</source>
        <translation>啲方法喺 (%1, %2) 唔一樣。</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Elementary operations</source>
        <translation>基本運算次數</translation>
    </message>
    <message>
        <source>XOR</source>
        <translation>XOR</translation>
    </message>
    <message>
        <source>mex</source>
        <translation>mex</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>遞歸構造</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>No comparison yet.</source>
        <translation>仲未比較。</translation>
    </message>
    <message>
        <source>There is no table to export yet.</source>
        <translation>仲未有表可以匯出。</translation>
    </message>
    <message>
        <source>Export the table</source>
        <translation>匯出個表</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;PNG picture (*.png)</source>
        <translation>CSV 表 (*.csv);;PNG 圖片 (*.png)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>匯出咗 %1</translation>
    </message>
    <message>
        <source>Heat ma&amp;p</source>
        <translation>熱圖(&amp;P)</translation>
    </message>
    <message>
        <source>E&amp;xport...</source>
        <translation>匯出(&amp;X)...</translation>
    </message>
    <message>
        <source>First step (%1)</source>
        <translation>第一個步驟（%1）</translation>
    </message>
    <message>
        <source>Previous step (%1)</source>
        <translation>上一個步驟（%1）</translation>
    </message>
    <message>
        <source>Next step (%1)</source>
        <translation>下一個步驟（%1）</translation>
    </message>
    <message>
        <source>Last step: the finished table (%1)</source>
        <translation>最後一個步驟：完成咗嘅表（%1）</translation>
    </message>
    <message>
        <source>Play the steps one after another (%1)</source>
        <translation>自動一個接一個播放步驟（%1）</translation>
    </message>
    <message>
        <source>nim-sum(%1, %2) = %3</source>
        <translation>拈和 (%1, %2) = %3</translation>
    </message>
    <message>
        <source>Colour each cell by its value; when comparing, show the whole table as a heat map to zoom into</source>
        <translation>按每格嘅值上色；比較嘅時候，將成個表顯示做熱圖，可以放大睇</translation>
    </message>
    <message>
        <source>Heat map of the nim-sum table</source>
        <translation>拈和表熱圖</translation>
    </message>
    <message>
        <source>n →</source>
        <translation>n →</translation>
    </message>
    <message>
        <source>m →</source>
        <translation>m →</translation>
    </message>
    <message>
        <source>nim-sum</source>
        <translation>拈和</translation>
    </message>
    <message>
        <source>The heat map shows the table when the comparison has finished.</source>
        <translation>比較完之後，熱圖會顯示成個表。</translation>
    </message>
    <message>
        <source>Press Next (%1) to fill the table one step at a time.</source>
        <translation>撳「下一個」（%1）逐個步驟填個表。</translation>
    </message>
</context>
<context>
    <name>nimlab::NimSumTableModel</name>
    <message>
        <source>nim-sum(%1, %2) = %3</source>
        <translation>拈和(%1, %2) = %3</translation>
    </message>
    <message>
        <source>m = %1</source>
        <translation>m = %1</translation>
    </message>
    <message>
        <source>n = %1</source>
        <translation>n = %1</translation>
    </message>
    <message>
        <source>nim-sum(%1, %2) = %3, read by this step (the smallest value not used to the left and above)</source>
        <translation>拈和 (%1, %2) = %3，由呢個步驟得出（左邊同上面嘅最細未用整數，mex）</translation>
    </message>
</context>
<context>
    <name>nimlab::NimTab</name>
    <message>
        <source>&apos;%1&apos; is not a number of coins: enter whole numbers from 0 to 2^63 separated by spaces.</source>
        <translation>「%1」唔係金幣數量：請輸入 0 至 2^63 之間嘅整數，用空格分隔。</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>開局局面</translation>
    </message>
    <message>
        <source>1 to 10 heaps of 0 to 2^63 coins, separated by spaces, e.g. 6 12 9</source>
        <translation>1 至 10 堆，每堆 0 至 2^63 個金幣，用空格分隔，例如 6 12 9</translation>
    </message>
    <message>
        <source>Heaps of the start position</source>
        <translation>開局局面嘅堆</translation>
    </message>
    <message>
        <source>&amp;Misère play</source>
        <translation>反常規則(&amp;M)</translation>
    </message>
    <message>
        <source>The player who takes the last coin loses</source>
        <translation>攞最後一個金幣嘅玩家輸</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>開始(&amp;T)</translation>
    </message>
    <message>
        <source>Start a new game from these heaps</source>
        <translation>用呢啲堆開新一局</translation>
    </message>
    <message>
        <source>Heaps</source>
        <translation>堆</translation>
    </message>
    <message>
        <source>Analysis: the nim-sum in binary</source>
        <translation>分析：用二進制睇拈和</translation>
    </message>
    <message>
        <source>Play from this position</source>
        <translation>由呢個局面開始玩</translation>
    </message>
    <message>
        <source>Start a game from the position of this step of the example</source>
        <translation>由例子呢個步驟嘅局面開始一局</translation>
    </message>
    <message>
        <source>Open the 8 x 8 nim-sum table</source>
        <translation>打開 8 × 8 拈和表</translation>
    </message>
    <message>
        <source>Show the article&apos;s nim-sum table of 0 to 7 in the table builder</source>
        <translation>喺拈和表分頁顯示原文 0 至 7 嘅拈和表</translation>
    </message>
    <message>
        <source>The article&apos;s example (6, 12, 9), step by step</source>
        <translation>文章嘅例子 (6, 12, 9)，逐個步驟睇</translation>
    </message>
    <message>
        <source>Heap&amp;s:</source>
        <translation>堆(&amp;S)：</translation>
    </message>
</context>
<context>
    <name>nimlab::NimTableFigureModel</name>
    <message>
        <source>highlighted</source>
        <translation>標示咗</translation>
    </message>
    <message>
        <source>Decimal</source>
        <translation>十進制</translation>
    </message>
    <message>
        <source>The %1s column, which this step talks about</source>
        <translation>位值係 %1 嗰列，呢個步驟講緊佢</translation>
    </message>
    <message>
        <source>The %1s column</source>
        <translation>位值係 %1 嗰列</translation>
    </message>
    <message>
        <source>nim-sum</source>
        <translation>拈和</translation>
    </message>
    <message>
        <source>Heap %1 (%2 → %3)</source>
        <translation>第 %1 堆（%2 → %3）</translation>
    </message>
    <message>
        <source>Heap %1</source>
        <translation>第 %1 堆</translation>
    </message>
</context>
<context>
    <name>nimlab::PracticeSummary</name>
    <message>
        <source>%1:%2</source>
        <comment>a duration: minutes:seconds</comment>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>Round over: %1 of %2 right in %3.</source>
        <translation>呢輪完咗：%2 題答啱 %1 題，用咗 %3。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Your best round at this level so far!</source>
        <translation>你喺呢個級別到目前為止最好嘅一輪！</translation>
    </message>
    <message>
        <source>No exercise missed.</source>
        <translation>一題都冇錯。</translation>
    </message>
    <message>
        <source>Missed: click one to see it again with its answer.</source>
        <translation>答錯咗嘅題目：撳一題就可以再睇，同埋睇答案。</translation>
    </message>
    <message>
        <source>Exercise %1: %2</source>
        <translation>練習 %1：%2</translation>
    </message>
</context>
<context>
    <name>nimlab::PracticeTab</name>
    <message>
        <source>&amp;Game:</source>
        <translation>博弈(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>級別(&amp;L)：</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>拈</translation>
    </message>
    <message>
        <source>Fibonacci Nim</source>
        <translation>斐波那契拈</translation>
    </message>
    <message>
        <source>Wythoff&apos;s game</source>
        <translation>威佐夫博弈</translation>
    </message>
    <message>
        <source>Sums of games</source>
        <translation>博弈嘅和</translation>
    </message>
    <message>
        <source>Level 1 has small positions; levels 2 and 3 larger ones</source>
        <translation>級別 1 嘅局面細；級別 2 同 3 嘅大啲</translation>
    </message>
    <message>
        <source>New &amp;round</source>
        <translation>新一輪(&amp;R)</translation>
    </message>
    <message>
        <source>Ten new exercises of this game and level</source>
        <translation>呢個博弈同級別嘅十題新練習</translation>
    </message>
    <message>
        <source>There is &amp;no winning move</source>
        <translation>無必勝步(&amp;N)</translation>
    </message>
    <message>
        <source>Answer that every move leaves the opponent a winning position</source>
        <translation>答：每一步都會留畀對家一個贏位</translation>
    </message>
    <message>
        <source>&amp;Back to the summary</source>
        <translation>返去總結(&amp;B)</translation>
    </message>
    <message>
        <source>Preparing the exercises...</source>
        <translation>準備緊練習……</translation>
    </message>
    <message>
        <source>Seed of the round: %1</source>
        <translation>呢輪嘅種子：%1</translation>
    </message>
    <message>
        <source>nimlab-cli exercise --game %1 --level %2 --count %3 --seed %4 prints the same exercises</source>
        <translation>nimlab-cli exercise --game %1 --level %2 --count %3 --seed %4 會印出同樣嘅練習</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>呢輪完咗</translation>
    </message>
    <message>
        <source>Exercise %1 of %2, again</source>
        <translation>第 %1 題（共 %2 題），再做一次</translation>
    </message>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>第 %1 題（共 %2 題）</translation>
    </message>
    <message>
        <source>Score: %1 of %2</source>
        <translation>分數：%2 題答啱 %1 題</translation>
    </message>
    <message>
        <source>Streak: %1 (longest %2)</source>
        <translation>連續答啱：%1（最長 %2）</translation>
    </message>
    <message>
        <source>Best round at this level: %1 of %2 in %3</source>
        <translation>呢個級別最好嘅一輪：%2 題答啱 %1 題，用咗 %3</translation>
    </message>
    <message>
        <source>No round of this game and level finished yet</source>
        <translation>呢個博弈同級別仲未完成過任何一輪</translation>
    </message>
    <message>
        <source>%1. Play a winning move on the board, or say that there is none.</source>
        <translation>%1。喺棋盤上行一步必勝步，或者講無必勝步。</translation>
    </message>
    <message>
        <source>Show the &amp;summary</source>
        <translation>顯示總結(&amp;S)</translation>
    </message>
    <message>
        <source>Ne&amp;xt exercise</source>
        <translation>下一題(&amp;X)</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>啱。</translation>
    </message>
    <message>
        <source>Not right.</source>
        <translation>唔啱。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>You said there is no winning move.</source>
        <translation>你話無必勝步。</translation>
    </message>
    <message>
        <source>You played %1.</source>
        <translation>你行咗 %1。</translation>
    </message>
    <message numerus="yes">
        <source>Every winning move (%n):</source>
        <translation>
            <numerusform>所有必勝步（共 %n 步）：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nimlab::StartValuesChart</name>
    <message>
        <source>Starting values g(n, n − 1): 0 exactly at the Fibonacci numbers</source>
        <translation>開局值 g(n, n − 1)：啱啱喺斐波那契數嗰度係 0</translation>
    </message>
    <message>
        <source>g(n, n − 1)</source>
        <translation>g(n, n − 1)</translation>
    </message>
    <message>
        <source>Fibonacci numbers</source>
        <translation>斐波那契數</translation>
    </message>
    <message>
        <source>Chart of the starting values</source>
        <translation>開局值圖表</translation>
    </message>
    <message>
        <source>coins n (logarithmic scale)</source>
        <translation>金幣 n（對數刻度）</translation>
    </message>
</context>
<context>
    <name>nimlab::SumAnalysisView</name>
    <message>
        <source>The Grundy tables for this position are being built.</source>
        <translation>整緊呢個局面要用嘅 Grundy 值表。</translation>
    </message>
    <message>
        <source>Each component&apos;s Grundy value, and why</source>
        <translation>每個部分嘅 Grundy 值同原因</translation>
    </message>
    <message>
        <source>The values in binary</source>
        <translation>啲值嘅二進制</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判斷</translation>
    </message>
    <message>
        <source>Worth noticing</source>
        <translation>值得留意</translation>
    </message>
    <message>
        <source>Every winning move (%1)</source>
        <translation>所有必勝步（共 %1 步）</translation>
    </message>
    <message>
        <source>Misère play</source>
        <translation>反常規則</translation>
    </message>
</context>
<context>
    <name>nimlab::SumBoard</name>
    <message>
        <source>Nim heap</source>
        <translation>拈堆</translation>
    </message>
    <message>
        <source>Fibonacci Nim pile
quota %1</source>
        <translation>斐波那契拈堆
限額 %1</translation>
    </message>
    <message>
        <source>Component %1 as coins: click a coin to take it and every coin to its right</source>
        <translation>第 %1 個部分嘅金幣：撳一個金幣，就攞走佢同佢右邊所有金幣</translation>
    </message>
    <message>
        <source>Leave:</source>
        <translation>留低：</translation>
    </message>
    <message>
        <source>Take:</source>
        <translation>攞：</translation>
    </message>
    <message>
        <source>The number of coins to leave in this heap</source>
        <translation>呢堆要留低幾多個金幣</translation>
    </message>
    <message>
        <source>The number of coins to take</source>
        <translation>要攞幾多個金幣</translation>
    </message>
    <message>
        <source>Move in component %1</source>
        <translation>喺第 %1 個部分行嘅一步</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>留低</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>攞</translation>
    </message>
    <message>
        <source>Make this move in component %1</source>
        <translation>喺第 %1 個部分行呢一步</translation>
    </message>
    <message>
        <source>Wythoff (%1, %2)</source>
        <translation>威佐夫 (%1, %2)</translation>
    </message>
    <message>
        <source>Move to:</source>
        <translation>移去：</translation>
    </message>
    <message>
        <source>The square to move the queen to, as x,y (left, down or diagonally down-left)</source>
        <translation>皇后要移去嘅格，寫做 x,y（向左、向下或者向左下斜）</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>移</translation>
    </message>
    <message>
        <source>Component %1: enter how many coins to leave, a whole number below %2.</source>
        <translation>第 %1 個部分：請輸入要留低幾多個金幣，係細過 %2 嘅整數。</translation>
    </message>
    <message>
        <source>Component %1: enter how many coins to take, a whole number up to %2.</source>
        <translation>第 %1 個部分：請輸入要攞幾多個金幣，係最多 %2 嘅整數。</translation>
    </message>
    <message>
        <source>Component %1: enter the square to move to as two whole numbers, x,y.</source>
        <translation>第 %1 個部分：請用兩個整數輸入要移去嘅格，寫做 x,y。</translation>
    </message>
    <message>
        <source>%1. %2: no move</source>
        <translation>%1. %2：無步可行</translation>
    </message>
    <message>
        <source>%1. %2: you may take 1 to %3</source>
        <translation>%1. %2：你可以攞 1 至 %3 個</translation>
    </message>
    <message>
        <source>Component %1 as a queen&apos;s board</source>
        <translation>第 %1 個部分嘅皇后棋盤</translation>
    </message>
</context>
<context>
    <name>nimlab::SumLab</name>
    <message>
        <source>The tables were not built, so the game did not start.</source>
        <translation>啲表建立唔到，所以呢局未開始。</translation>
    </message>
</context>
<context>
    <name>nimlab::SumsTab</name>
    <message>
        <source>Components</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>Analysis: the Sprague-Grundy theorem at work</source>
        <translation>分析：Sprague-Grundy 定理點樣運作</translation>
    </message>
    <message>
        <source>Nim 3 + Fibonacci Nim 10 (quota 9) + Wythoff (4, 4), step by step</source>
        <translation>拈 3 + 斐波那契拈 10（限額 9）+ 威佐夫 (4, 4)，一步步睇</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a component: write nim:H, fib:N, fib:N/Q or wythoff:X,Y, separated by spaces.</source>
        <translation>「%1」唔係一個部分：請寫 nim:H、fib:N、fib:N/Q 或者 wythoff:X,Y，用空格分開。</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>開局局面</translation>
    </message>
    <message>
        <source>C&amp;omponents:</source>
        <translation>部分(&amp;O)：</translation>
    </message>
    <message>
        <source>1 to 10 components separated by spaces: nim:H (a Nim heap), fib:N or fib:N/Q (a Fibonacci Nim pile of N coins, quota Q, N - 1 if left out), wythoff:X,Y</source>
        <translation>1 至 10 個部分，用空格分開：nim:H（一個拈堆）、fib:N 或者 fib:N/Q（有 N 個金幣嘅斐波那契拈堆，限額 Q，唔寫就係 N - 1）、wythoff:X,Y</translation>
    </message>
    <message>
        <source>Components of the start position</source>
        <translation>開局局面嘅部分</translation>
    </message>
    <message>
        <source>+ Nim heap</source>
        <translation>＋拈堆</translation>
    </message>
    <message>
        <source>Add a Nim heap of 5 coins (edit the numbers as you like)</source>
        <translation>加一個有 5 個金幣嘅拈堆（數字可以隨便改）</translation>
    </message>
    <message>
        <source>+ Fibonacci Nim pile</source>
        <translation>＋斐波那契拈堆</translation>
    </message>
    <message>
        <source>Add a Fibonacci Nim pile of 8 coins with quota 7</source>
        <translation>加一個有 8 個金幣、限額 7 嘅斐波那契拈堆</translation>
    </message>
    <message>
        <source>+ Wythoff position</source>
        <translation>＋威佐夫局面</translation>
    </message>
    <message>
        <source>Add the Wythoff position (3, 5)</source>
        <translation>加威佐夫博弈嘅局面 (3, 5)</translation>
    </message>
    <message>
        <source>Remove the last</source>
        <translation>刪除最後一個</translation>
    </message>
    <message>
        <source>Remove the last component</source>
        <translation>刪除最後一個部分</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>開始(&amp;T)</translation>
    </message>
    <message>
        <source>Start a new game of this sum (building the Grundy tables it needs first)</source>
        <translation>用呢個和開新一局（先整好要用嘅 Grundy 值表）</translation>
    </message>
    <message>
        <source>Progress of the Grundy tables</source>
        <translation>Grundy 值表嘅進度</translation>
    </message>
    <message>
        <source>Play this sum</source>
        <translation>用呢個和開局</translation>
    </message>
    <message>
        <source>Start a game from the example&apos;s sum</source>
        <translation>由例子嘅和開始一局</translation>
    </message>
</context>
<context>
    <name>nimlab::ValueHistoryView</name>
    <message>
        <source>The start</source>
        <translation>開局</translation>
    </message>
    <message>
        <source>After move %1</source>
        <translation>第 %1 步之後</translation>
    </message>
    <message>
        <source>The move before missed a win.</source>
        <translation>上一步錯失咗贏嘅機會。</translation>
    </message>
    <message>
        <source>Value history</source>
        <translation>形勢走勢圖</translation>
    </message>
</context>
<context>
    <name>nimlab::WindowZoom</name>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Larger text, boards, tables and charts, for the back row</source>
        <translation>字、棋盤、表同圖表放大啲，等後排都睇到</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>縮細(&amp;O)</translation>
    </message>
    <message>
        <source>Smaller text, boards, tables and charts</source>
        <translation>字、棋盤、表同圖表縮細啲</translation>
    </message>
    <message>
        <source>&amp;Actual size</source>
        <translation>原本大細(&amp;A)</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>縮放 %1%</translation>
    </message>
    <message>
        <source>Zoom in: %1. Zoom out: %2. Actual size: %3.</source>
        <translation>放大：%1。縮細：%2。原本大細：%3。</translation>
    </message>
</context>
<context>
    <name>nimlab::WorksheetDialog</name>
    <message>
        <source>Export worksheet</source>
        <translation>匯出工作紙</translation>
    </message>
    <message>
        <source>Print worksheet</source>
        <translation>列印工作紙</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>博弈(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>級別(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Exercises:</source>
        <translation>練習數量(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>種子(&amp;S)：</translation>
    </message>
    <message>
        <source>The same seed gives the same exercises: give it to a class to hand out the same sheet</source>
        <translation>同一個種子會出同樣嘅練習：記低佢，就可以再派同一份工作紙畀另一班</translation>
    </message>
    <message>
        <source>&amp;New seed</source>
        <translation>新種子(&amp;N)</translation>
    </message>
    <message>
        <source>Save as PDF...</source>
        <translation>儲存做 PDF...</translation>
    </message>
    <message>
        <source>Print...</source>
        <translation>列印...</translation>
    </message>
</context>
<context>
    <name>nimlab::WorksheetExport</name>
    <message>
        <source>Export worksheet</source>
        <translation>匯出工作紙</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 檔案 (*.pdf)</translation>
    </message>
    <message>
        <source>Writing the worksheet...</source>
        <translation>寫緊工作紙...</translation>
    </message>
    <message>
        <source>Worksheet saved to %1.</source>
        <translation>工作紙已經儲存到 %1。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>寫唔到 %1：%2</translation>
    </message>
    <message>
        <source>Printing the worksheet...</source>
        <translation>印緊工作紙...</translation>
    </message>
    <message>
        <source>Worksheet sent to the printer.</source>
        <translation>工作紙已經傳送去打印機。</translation>
    </message>
    <message>
        <source>Print worksheet</source>
        <translation>列印工作紙</translation>
    </message>
    <message>
        <source>The worksheet could not be printed.</source>
        <translation>列印唔到工作紙。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cancelled: no worksheet was written or printed.</source>
        <translation>取消咗：冇寫到亦冇印到工作紙。</translation>
    </message>
    <message>
        <source>The worksheet could not be made.</source>
        <translation>整唔到工作紙。</translation>
    </message>
</context>
<context>
    <name>nimlab::WythoffAnalysisView</name>
    <message>
        <source>Analysis of the position</source>
        <translation>局面分析</translation>
    </message>
</context>
<context>
    <name>nimlab::WythoffBoard</name>
    <message>
        <source>The queen is at (%1, %2), off this %3 x %3 board: play with the piles.</source>
        <translation>皇后喺 (%1, %2)，喺呢個 %3 × %3 棋盤外面：請用堆嚟玩。</translation>
    </message>
    <message>
        <source>P-position: the player who just moved wins</source>
        <translation>後手必勝位置：啱啱行咗嘅玩家贏</translation>
    </message>
    <message>
        <source>N-position: one move reaches a P-position</source>
        <translation>先手必勝位置：一步就可以去到後手必勝位置</translation>
    </message>
    <message>
        <source>not decided yet</source>
        <translation>仲未決定</translation>
    </message>
    <message>
        <source>Click to move the queen here</source>
        <translation>撳一下就將皇后行去呢度</translation>
    </message>
    <message>
        <source>Queen&apos;s board</source>
        <translation>皇后棋盤</translation>
    </message>
    <message>
        <source>Column x from the left, row y from the bottom; the queen moves left, down or diagonally down-left. The queen is at (%1, %2).</source>
        <translation>x 由左邊數起，y 由下面數起；皇后可以向左、向下或者向左下斜行。皇后依家喺 (%1, %2)。</translation>
    </message>
    <message>
        <source>No winning move.</source>
        <translation>無必勝步。</translation>
    </message>
    <message>
        <source>Winning moves outlined: %1.</source>
        <translation>用框標出嘅必勝步：%1。</translation>
    </message>
    <message>
        <source>The construction on the board</source>
        <translation>棋盤上嘅構造</translation>
    </message>
    <message>
        <source>Chosen: (%1, %2); press Enter to move the queen there.</source>
        <translation>已揀：(%1, %2)；撳 Enter 將皇后行去嗰度。</translation>
    </message>
    <message>
        <source>Chosen: (%1, %2), out of the queen&apos;s reach.</source>
        <translation>已揀：(%1, %2)，皇后行唔到去嗰度。</translation>
    </message>
    <message>
        <source>The arrow keys choose a square, Enter moves the queen there.</source>
        <translation>用方向鍵揀格，撳 Enter 將皇后行去嗰度。</translation>
    </message>
</context>
<context>
    <name>nimlab::WythoffChartsPanel</name>
    <message>
        <source>Grundy values: cancelled.</source>
        <translation>Grundy 值：取消咗計算。</translation>
    </message>
    <message>
        <source>G(%1, %2) = 0: a P-position</source>
        <translation>G(%1, %2) = 0：後手必勝位置</translation>
    </message>
    <message>
        <source>G(%1, %2) = %3</source>
        <translation>G(%1, %2) = %3</translation>
    </message>
    <message>
        <source>Computing the Grundy values of %1 × %1 positions...</source>
        <translation>計緊 %1 × %1 個局面嘅 Grundy 值……</translation>
    </message>
    <message>
        <source>%1 × %1 positions. Point at the map to see a value.</source>
        <translation>%1 × %1 個局面。將滑鼠指住幅圖就睇到個值。</translation>
    </message>
    <message>
        <source>No Grundy values yet.</source>
        <translation>仲未有 Grundy 值。</translation>
    </message>
    <message>
        <source>Grundy values G(x, y): black where G = 0 (the P-positions); sums of Wythoff games are played by the nim-sum of these values</source>
        <translation>Grundy 值 G(x, y)：G = 0（後手必勝位置）係黑色；幾個威佐夫博弈加埋，就要睇呢啲值嘅拈和嚟玩</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>大細(&amp;Z)：</translation>
    </message>
    <message>
        <source>Positions per side of the heat map</source>
        <translation>熱圖每邊嘅局面數</translation>
    </message>
    <message>
        <source>Heat map size</source>
        <translation>熱圖大細</translation>
    </message>
    <message>
        <source>&amp;Compute</source>
        <translation>計算(&amp;C)</translation>
    </message>
    <message>
        <source>Compute the Grundy values off the GUI thread</source>
        <translation>喺 GUI 執行緒以外計 Grundy 值</translation>
    </message>
    <message>
        <source>Progress of the Grundy values</source>
        <translation>Grundy 值嘅計算進度</translation>
    </message>
    <message>
        <source>Heat map of the Grundy values</source>
        <translation>Grundy 值熱圖</translation>
    </message>
    <message>
        <source>pile x →</source>
        <translation>堆 x →</translation>
    </message>
    <message>
        <source>pile y →</source>
        <translation>堆 y →</translation>
    </message>
    <message>
        <source>G(x, y)</source>
        <translation>G(x, y)</translation>
    </message>
</context>
<context>
    <name>nimlab::WythoffConstructionPanel</name>
    <message>
        <source>Table of P-positions</source>
        <translation>後手必勝位置表</translation>
    </message>
    <message>
        <source>The article&apos;s table: column n holds (⌊nφ⌋, ⌊nφ²⌋); the misère rows differ only in the first two columns</source>
        <translation>原文嘅表：第 n 列係 (⌊nφ⌋, ⌊nφ²⌋)；反常規則嗰兩行只係頭兩列唔同</translation>
    </message>
    <message>
        <source>What the step did on the board</source>
        <translation>呢個步驟喺棋盤上做咗乜</translation>
    </message>
    <message>
        <source>○ red: P-positions; × grey: N-positions (orange: marked by this step); blank: not decided yet.</source>
        <translation>○ 紅色：後手必勝位置；× 灰色：先手必勝位置（橙色：呢個步驟標記嘅）；空白：仲未決定。</translation>
    </message>
    <message>
        <source>P-positions (x ≤ y) found so far, n = 0 to %1</source>
        <translation>到目前為止搵到嘅後手必勝位置（x ≤ y），n = 0 至 %1</translation>
    </message>
</context>
<context>
    <name>nimlab::WythoffExplainPanel</name>
    <message>
        <source>n is a whole number from 0 to %1 (the last P-position that fits in 64 bits).</source>
        <translation>n 係 0 至 %1 之間嘅整數（64 位元裝得落嘅最後一個後手必勝位置）。</translation>
    </message>
    <message>
        <source>The P-position for n = %1</source>
        <translation>n = %1 嘅後手必勝位置</translation>
    </message>
    <message>
        <source>Beatty sequences and Rayleigh&apos;s theorem</source>
        <translation>Beatty 數列同 Rayleigh 定理</translation>
    </message>
    <message>
        <source>The Zeckendorf form</source>
        <translation>Zeckendorf 形式</translation>
    </message>
    <message>
        <source>Misère play</source>
        <translation>反常規則</translation>
    </message>
    <message>
        <source>Explain &amp;n:</source>
        <translation>解釋 n(&amp;N)：</translation>
    </message>
    <message>
        <source>Any n from 0 to %1; press Enter to explain it</source>
        <translation>0 至 %1 之間任何 n；撳 Enter 就解釋</translation>
    </message>
    <message>
        <source>n to explain</source>
        <translation>要解釋嘅 n</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>解釋</translation>
    </message>
</context>
<context>
    <name>nimlab::WythoffPTableModel</name>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>y</source>
        <translation>y</translation>
    </message>
    <message>
        <source>x (misère)</source>
        <translation>x（反常規則）</translation>
    </message>
    <message>
        <source>y (misère)</source>
        <translation>y（反常規則）</translation>
    </message>
    <message>
        <source>n = %1</source>
        <translation>n = %1</translation>
    </message>
</context>
<context>
    <name>nimlab::WythoffPiles</name>
    <message>
        <source>Enter how many coins to take: a whole number from 1 to %1.</source>
        <translation>輸入要攞幾多個金幣：1 至 %1 之間嘅整數。</translation>
    </message>
    <message>
        <source>First pile (x):</source>
        <translation>第一堆（x）：</translation>
    </message>
    <message>
        <source>Second pile (y):</source>
        <translation>第二堆（y）：</translation>
    </message>
    <message>
        <source>Coins in the first pile</source>
        <translation>第一堆嘅金幣</translation>
    </message>
    <message>
        <source>Coins in the second pile</source>
        <translation>第二堆嘅金幣</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>金幣數</translation>
    </message>
    <message>
        <source>How many coins to take: any whole number up to the pile, exactly (piles up to 2^62)</source>
        <translation>要攞幾多個金幣：唔超過嗰堆嘅任何整數，準確計算（每堆最多 2^62）</translation>
    </message>
    <message>
        <source>Coins to take</source>
        <translation>要攞嘅金幣</translation>
    </message>
    <message>
        <source>Take them from the first pile: the queen moves left</source>
        <translation>喺第一堆攞：皇后向左行</translation>
    </message>
    <message>
        <source>Take them from the second pile: the queen moves down</source>
        <translation>喺第二堆攞：皇后向下行</translation>
    </message>
    <message>
        <source>Take that many from each pile: the queen moves diagonally down-left</source>
        <translation>兩堆各攞咁多個：皇后向左下斜行</translation>
    </message>
    <message>
        <source>Ta&amp;ke:</source>
        <translation>攞(&amp;K)：</translation>
    </message>
    <message>
        <source>From the first</source>
        <translation>喺第一堆</translation>
    </message>
    <message>
        <source>From the second</source>
        <translation>喺第二堆</translation>
    </message>
    <message>
        <source>From both</source>
        <translation>兩堆都攞</translation>
    </message>
    <message>
        <source>First pile (x)</source>
        <translation>第一堆（x）</translation>
    </message>
    <message>
        <source>Second pile (y)</source>
        <translation>第二堆（y）</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1：無金幣</translation>
    </message>
    <message>
        <source>%1: %2 coins; click a coin to take it and every coin after it</source>
        <translation>%1：%2 個金幣；撳一個金幣，就攞走佢同佢後面所有金幣</translation>
    </message>
    <message>
        <source>%1 as coins</source>
        <translation>%1 嘅金幣</translation>
    </message>
</context>
<context>
    <name>nimlab::WythoffPlayView</name>
    <message>
        <source>The queen&apos;s board</source>
        <translation>皇后棋盤</translation>
    </message>
    <message>
        <source>Two piles</source>
        <translation>兩堆</translation>
    </message>
    <message>
        <source>Two piles and the queen&apos;s board</source>
        <translation>兩堆同皇后棋盤</translation>
    </message>
    <message>
        <source>Piles and board</source>
        <translation>堆同棋盤</translation>
    </message>
    <message>
        <source>The board only</source>
        <translation>淨係棋盤</translation>
    </message>
    <message>
        <source>The piles only</source>
        <translation>淨係堆</translation>
    </message>
    <message>
        <source>The same position as two piles of coins and as a queen on a chessboard</source>
        <translation>同一個局面，用兩堆金幣同棋盤上嘅皇后顯示</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>檢視</translation>
    </message>
    <message>
        <source>Colour the P-positions on the board (misère ones in misère play)</source>
        <translation>喺棋盤上將後手必勝位置上色（反常規則就用反常規則嘅）</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>棋盤(&amp;B)：</translation>
    </message>
    <message>
        <source> squares</source>
        <translation> 格</translation>
    </message>
    <message>
        <source>Squares on each side of the board: 8 to 30</source>
        <translation>棋盤每邊嘅格數：8 至 30</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>棋盤大細</translation>
    </message>
    <message>
        <source>Blue: the squares the queen reaches (click one to move there). Red: P-positions, when shown. Green: winning moves, after a hint. Dashed: where she came from.</source>
        <translation>藍色：皇后行得到嘅格（撳一格就行去嗰度）。紅色：後手必勝位置（有顯示嗰陣）。綠色：必勝步（提示之後）。虛線：皇后由邊度嚟。</translation>
    </message>
    <message>
        <source>Sh&amp;ow:</source>
        <translation>顯示(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Show P-positions</source>
        <translation>顯示後手必勝位置(&amp;S)</translation>
    </message>
</context>
<context>
    <name>nimlab::WythoffScatterChart</name>
    <message>
        <source>P-positions and the golden ratio</source>
        <translation>後手必勝位置同黃金比例</translation>
    </message>
    <message>
        <source>x (first pile)</source>
        <translation>x（第一堆）</translation>
    </message>
    <message>
        <source>y (second pile)</source>
        <translation>y（第二堆）</translation>
    </message>
    <message>
        <source>P-positions</source>
        <translation>後手必勝位置</translation>
    </message>
    <message>
        <source>y = φx</source>
        <translation>y = φx</translation>
    </message>
    <message>
        <source>y = x / φ</source>
        <translation>y = x / φ</translation>
    </message>
    <message>
        <source>Chart of the P-positions</source>
        <translation>後手必勝位置圖表</translation>
    </message>
</context>
<context>
    <name>nimlab::WythoffStartBox</name>
    <message>
        <source>First pile: %1</source>
        <translation>第一堆：%1</translation>
    </message>
    <message>
        <source>Second pile: %1</source>
        <translation>第二堆：%1</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>開局局面</translation>
    </message>
    <message>
        <source>&amp;x:</source>
        <translation>&amp;x：</translation>
    </message>
    <message>
        <source>Coins in the first pile (the queen&apos;s column): 0 to 2^62</source>
        <translation>第一堆嘅金幣（皇后所在嘅直行）：0 至 2^62</translation>
    </message>
    <message>
        <source>First pile of the start position</source>
        <translation>開局局面嘅第一堆</translation>
    </message>
    <message>
        <source>&amp;y:</source>
        <translation>&amp;y：</translation>
    </message>
    <message>
        <source>Coins in the second pile (the queen&apos;s row): 0 to 2^62</source>
        <translation>第二堆嘅金幣（皇后所在嘅橫行）：0 至 2^62</translation>
    </message>
    <message>
        <source>Second pile of the start position</source>
        <translation>開局局面嘅第二堆</translation>
    </message>
    <message>
        <source>&amp;Misère play</source>
        <translation>反常規則(&amp;M)</translation>
    </message>
    <message>
        <source>The player who takes the last coin loses</source>
        <translation>攞最後一個金幣嘅玩家輸</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>開始(&amp;T)</translation>
    </message>
    <message>
        <source>Start a new game from these piles</source>
        <translation>用呢兩堆開新一局</translation>
    </message>
</context>
<context>
    <name>nimlab::WythoffTab</name>
    <message>
        <source>The article&apos;s construction of the P-positions, step by step on the board</source>
        <translation>原文嘅後手必勝位置構造，喺棋盤上逐個步驟睇</translation>
    </message>
    <message>
        <source>The golden ratio, Beatty sequences and the Zeckendorf form for any n</source>
        <translation>任何 n 嘅黃金比例、Beatty 數列同 Zeckendorf 形式</translation>
    </message>
    <message>
        <source>The P-positions against the golden-ratio lines, and the Grundy heat map</source>
        <translation>後手必勝位置同黃金比例直線嘅對照，同埋 Grundy 值熱圖</translation>
    </message>
    <message>
        <source>Analysis: the three kinds of move</source>
        <translation>分析：三類步</translation>
    </message>
    <message>
        <source>Expla&amp;in</source>
        <translation>解釋(&amp;I)</translation>
    </message>
    <message>
        <source>Cha&amp;rts</source>
        <translation>圖表(&amp;R)</translation>
    </message>
</context>
<context>
    <name>nimlab::ZeckendorfChart</name>
    <message>
        <source>%1 is a term of %2</source>
        <translation>%1 係 %2 入邊嘅一項</translation>
    </message>
    <message>
        <source>%1 (%2 terms)</source>
        <translation>%1（%2 項）</translation>
    </message>
    <message>
        <source>coins (each rectangle is a Fibonacci number)</source>
        <translation>金幣（每個長方形都係一個斐波那契數）</translation>
    </message>
    <message>
        <source>Zeckendorf picture</source>
        <translation>Zeckendorf 表示圖</translation>
    </message>
    <message>
        <source>Zeckendorf representations: one row per pile size, one rectangle per Fibonacci term</source>
        <translation>Zeckendorf 表示：每個堆大細一行，每個斐波那契數項一個長方形</translation>
    </message>
</context>
</TS>
