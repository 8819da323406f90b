<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>ClubGameDialog</name>
    <message>
        <location filename="../../ui/club_game.py" line="24" />
        <source>New boulevard game</source>
        <translation>Новая бульварная игра</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="29" />
        <source>Header</source>
        <translation>Шапка</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="32" />
        <source>Evening</source>
        <translation>Вечер</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="33" />
        <source>Host</source>
        <translation>Ведущий</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="40" />
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="46" />
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="49" />
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="52" />
        <source>Nickname</source>
        <translation>Никнейм</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="53" />
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="57" />
        <source>Usual deal</source>
        <translation>Обычная раздача</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="58" />
        <source>Draw roles</source>
        <translation>Раздать роли</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="65" />
        <source>Readings where the text is silent</source>
        <translation>Толкования там, где текст молчит</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="69" />
        <source>Question</source>
        <translation>Вопрос</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="70" />
        <source>Reading</source>
        <translation>Толкование</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../../ui/dialogs.py" line="20" />
        <source>red wins</source>
        <translation>победа красных</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="20" />
        <source>black wins</source>
        <translation>победа чёрных</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="20" />
        <source>a draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="28" />
        <source>Declare the result</source>
        <translation>Объявить результат</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="40" />
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="41" />
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="56" />
        <source>This result differs from the protocol's: write the reason.</source>
        <translation>Результат расходится с протоколом: укажите причину.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="64" />
        <source>Best move, extra points, cards</source>
        <translation>Лучший ход, доп. баллы, карточки</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="67" />
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="67" />
        <source>Extra points</source>
        <translation>Доп. баллы</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="67" />
        <source>Penalty points</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="67" />
        <source>Card</source>
        <translation>Карточка</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="68" />
        <source>Best-move title</source>
        <translation>«Лучший ход»</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="89" />
        <source>yellow</source>
        <translation>жёлтая</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="89" />
        <source>red</source>
        <translation>красная</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="104" />
        <source>Best player</source>
        <translation>Лучший игрок</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <location filename="../../ui/export.py" line="92" />
        <source>Export the protocol</source>
        <translation>Экспорт протокола</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="88" />
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="108" />
        <location filename="../../ui/export.py" line="119" />
        <source>Sign</source>
        <translation>Подпись</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="108" />
        <source>Only a finished game is signed.</source>
        <translation>Подписывается только оконченная игра.</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="111" />
        <source>Signed protocol</source>
        <translation>Подписанный протокол</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="117" />
        <source>A new signing key is created for you. Choose its passphrase:</source>
        <translation>Для вас будет создан ключ подписи. Придумайте пароль к нему:</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="118" />
        <source>The passphrase of your signing key:</source>
        <translation>Пароль вашего ключа подписи:</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="133" />
        <source>Cannot write</source>
        <translation>Не удалось записать</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="154" />
        <source>Not signed</source>
        <translation>Не подписано</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="162" />
        <source>Cannot save</source>
        <translation>Не удалось сохранить</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <location filename="../../ui/findings_panel.py" line="51" />
        <source>Findings: %1 errors, %2 warnings</source>
        <translation>Замечания: ошибок %1, предупреждений %2</translation>
    </message>
    <message>
        <location filename="../../ui/findings_panel.py" line="57" />
        <source>about the night's secrets: hold F9 to read</source>
        <translation>о тайнах ночи: удерживайте F9, чтобы прочесть</translation>
    </message>
</context>
<context>
    <name>FlowPanel</name>
    <message>
        <location filename="../../ui/flow_panel.py" line="24" />
        <source>Setting the table</source>
        <translation>Рассадка</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="24" />
        <source>The mafia's agreement</source>
        <translation>Договорка мафии</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="25" />
        <source>Last word of player %1</source>
        <translation>Последнее слово игрока %1</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="25" />
        <source>Discussion: player %1 speaks</source>
        <translation>Обсуждение: говорит игрок %1</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="26" />
        <source>Tied players speak 30 s, then round %2</source>
        <translation>Равные говорят по 30 с, затем раунд %2</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="26" />
        <source>Vote, round %2</source>
        <translation>Голосование, раунд %2</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="27" />
        <source>Question: shall all of them leave?</source>
        <translation>Вопрос: покидают ли стол все голосуемые?</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="27" />
        <source>The day's result is known: night falls</source>
        <translation>Итог дня известен: наступает ночь</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="28" />
        <source>The mafia shoots</source>
        <translation>Мафия стреляет</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="28" />
        <source>The Don checks</source>
        <translation>Проверка Дона</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="29" />
        <source>The Sheriff checks</source>
        <translation>Проверка Шерифа</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="29" />
        <source>Morning comes</source>
        <translation>Наступает утро</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="30" />
        <source>Night actions, in the text's order</source>
        <translation>Ночные действия в порядке правил</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="31" />
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="52" />
        <location filename="../../ui/flow_panel.py" line="77" />
        <location filename="../../ui/flow_panel.py" line="83" />
        <location filename="../../ui/flow_panel.py" line="94" />
        <source>Start (F5)</source>
        <translation>Старт (F5)</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="54" />
        <source>1:00 (F6)</source>
        <translation>1:00 (F6)</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="56" />
        <source>0:30 (F7)</source>
        <translation>0:30 (F7)</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="77" />
        <source>Pause (F5)</source>
        <translation>Пауза (F5)</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="119" />
        <source>Next speaker (F2)</source>
        <translation>Следующий (F2)</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="125" />
        <source>Order:</source>
        <translation>Очерёдность:</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="127" />
        <source>Candidates:</source>
        <translation>Кандидаты:</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="67" />
        <source>Table and rule book…</source>
        <translation>Стол и правила…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="92" />
        <source>Confirm result (Ctrl+Return)</source>
        <translation>Подтвердить результат (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="94" />
        <source>Another result…</source>
        <translation>Другой результат…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="96" />
        <location filename="../../ui/main_window.py" line="167" />
        <source>Best move, points, cards…</source>
        <translation>Лучший ход, баллы, карточки…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="138" />
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="139" />
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="140" />
        <source>New &amp;boulevard game…</source>
        <translation>Новая &amp;бульварная игра…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="142" />
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="143" />
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="144" />
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="146" />
        <source>&amp;Export PDF…</source>
        <translation>&amp;Экспорт в PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="147" />
        <source>Print pre&amp;view…</source>
        <translation>Пред&amp;просмотр печати…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="148" />
        <source>Si&amp;gn and export PDF…</source>
        <translation>По&amp;дписать и экспортировать PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="150" />
        <source>Export the host's &amp;journal…</source>
        <translation>Экспорт &amp;журнала ведущего…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="152" />
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="153" />
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="154" />
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="156" />
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="160" />
        <source>Delete the last event</source>
        <translation>Удалить последнее событие</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="161" />
        <location filename="../../ui/main_window.py" line="322" />
        <source>Quick entry</source>
        <translation>Быстрый ввод</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="162" />
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="163" />
        <location filename="../../ui/main_window.py" line="352" />
        <source>Next phase</source>
        <translation>Следующая фаза</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="164" />
        <source>Next speaker</source>
        <translation>Следующий игрок</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="165" />
        <location filename="../../ui/main_window.py" line="426" />
        <source>Confirm result</source>
        <translation>Подтвердить результат</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="166" />
        <source>Declare another result…</source>
        <translation>Объявить другой результат…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="168" />
        <source>Timer: start / pause</source>
        <translation>Таймер: старт / пауза</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="169" />
        <source>Timer: 1:00</source>
        <translation>Таймер: 1:00</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="170" />
        <source>Timer: 0:30</source>
        <translation>Таймер: 0:30</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="171" />
        <source>&amp;Seat</source>
        <translation>&amp;Место</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="172" />
        <source>Foul</source>
        <translation>Фол</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="172" />
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="173" />
        <source>Speech starts</source>
        <translation>Начало речи</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="173" />
        <source>Removal</source>
        <translation>Удаление</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="175" />
        <source>Actions for the selected seat…</source>
        <translation>Действия для выбранного места…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="176" />
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="177" />
        <source>Full view: roles, shots and checks</source>
        <translation>Полный вид: роли, выстрелы, проверки</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="180" />
        <source>Hold F9 to show roles for a moment</source>
        <translation>Удерживайте F9, чтобы на миг показать роли</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="181" />
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="244" />
        <source>round</source>
        <translation>тур</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="244" />
        <source>table</source>
        <translation>стол</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="244" />
        <source>game</source>
        <translation>игра</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="247" />
        <source>judge</source>
        <translation>судья</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="249" />
        <source>A game without a header</source>
        <translation>Игра без заголовка</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="262" />
        <source>signed by %1</source>
        <translation>подписано: %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="263" />
        <source>changed since it was signed by %1: sign the new revision</source>
        <translation>изменено после подписи (%1): подпишите новую редакцию</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="270" />
        <source>The game goes on.</source>
        <translation>Игра продолжается.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="272" />
        <source>By the protocol: %1.</source>
        <translation>По протоколу: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="274" />
        <source>Declared: %1.</source>
        <translation>Объявлено: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="277" />
        <source>Best move of %1: %2 (%3 guessed).</source>
        <translation>Лучший ход игрока %1: %2 (угадано %3).</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="304" />
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="347" />
        <source>Shot</source>
        <translation>Выстрел</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="359" />
        <source>Delete event</source>
        <translation>Удалить событие</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="368" />
        <source>Select a seat in the sheet first.</source>
        <translation>Сначала выберите место в протоколе.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="386" />
        <source>Best move of player %1</source>
        <translation>Лучший ход игрока %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="387" />
        <source>Hands against player %1</source>
        <translation>Руки против игрока %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="387" />
        <source>Hands for lifting all</source>
        <translation>Руки за подъём всех</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="396" />
        <source>Edit player %1</source>
        <translation>Правка игрока %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="432" />
        <source>Declare result</source>
        <translation>Объявить результат</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="435" />
        <source>Signature</source>
        <translation>Подпись</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="441" />
        <source>Awards</source>
        <translation>Награды</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="446" />
        <source>Full view</source>
        <translation>Полный вид</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="499" />
        <source>Only a boulevard game keeps a host's journal.</source>
        <translation>Журнал ведущего есть только в бульварной игре.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="503" />
        <source>Host's journal</source>
        <translation>Журнал ведущего</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="504" />
        <source>Text (*.txt)</source>
        <translation>Текст (*.txt)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="513" />
        <source>A boulevard table is dealt in the new game dialog; nicknames can be edited in the sheet.</source>
        <translation>Бульварный стол раздаётся в окне новой игры; никнеймы можно править в протоколе.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="519" />
        <source>Table and rule book</source>
        <translation>Стол и правила</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="520" />
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="521" />
        <source>Rule book</source>
        <translation>Свод правил</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="522" />
        <source>Header</source>
        <translation>Шапка</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="539" />
        <source>Open game</source>
        <translation>Открыть игру</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="539" />
        <location filename="../../ui/main_window.py" line="569" />
        <source>Games (*.json)</source>
        <translation>Игры (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="549" />
        <source>Cannot open</source>
        <translation>Не удалось открыть</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="562" />
        <source>Cannot save</source>
        <translation>Не удалось сохранить</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="569" />
        <source>Save game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="578" />
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="578" />
        <source>Save the changes of this game?</source>
        <translation>Сохранить изменения этой игры?</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="603" />
        <source>The language changes at the next start.</source>
        <translation>Язык сменится при следующем запуске.</translation>
    </message>
    <message>
        <location filename="../../ui/main.py" line="62" />
        <source>A game was left unsaved when the program stopped. Restore it?</source>
        <translation>Программа закрылась, не сохранив игру. Восстановить её?</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/new_game.py" line="33" />
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="33" />
        <source>Table and rule book</source>
        <translation>Стол и правила</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="40" />
        <source>Header</source>
        <translation>Шапка</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="43" />
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="43" />
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="44" />
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="44" />
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="44" />
        <source>Judge</source>
        <translation>Судья</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="53" />
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="56" />
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="59" />
        <source>Nickname</source>
        <translation>Никнейм</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="59" />
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="85" />
        <source>Draw seats</source>
        <translation>Жеребьёвка мест</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="87" />
        <source>Draw roles</source>
        <translation>Раздать роли</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="94" />
        <source>Rule book</source>
        <translation>Свод правил</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="106" />
        <source>Clause</source>
        <translation>Пункт</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="106" />
        <source>Choice</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="198" />
        <source>Roles must be 6 citizens, 1 sheriff, 2 mafia and 1 don; now: %1 citizens, %2 sheriffs, %3 mafia, %4 dons</source>
        <translation>Нужно 6 мирных, 1 шериф, 2 мафии и 1 дон; сейчас: мирных %1, шерифов %2, мафий %3, донов %4</translation>
    </message>
</context>
<context>
    <name>NightPanel</name>
    <message>
        <location filename="../../ui/night_panel.py" line="15" />
        <source>Night actions</source>
        <translation>Ночные действия</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="40" />
        <source>recorded: %1</source>
        <translation>записано: %1</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="51" />
        <source>Record</source>
        <translation>Записать</translation>
    </message>
</context>
<context>
    <name>QuickEntry</name>
    <message>
        <location filename="../../ui/quick_entry.py" line="34" />
        <source>Quick entry (Ctrl+L): </source>
        <translation>Быстрый ввод (Ctrl+L): </translation>
    </message>
    <message>
        <location filename="../../ui/quick_entry.py" line="68" />
        <source>column</source>
        <translation>символ</translation>
    </message>
</context>
<context>
    <name>SeatActions</name>
    <message>
        <location filename="../../ui/seat_actions.py" line="37" />
        <location filename="../../ui/seat_actions.py" line="74" />
        <source>Speech starts</source>
        <translation>Начало речи</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="38" />
        <location filename="../../ui/seat_actions.py" line="75" />
        <source>Nominates</source>
        <translation>Выставляет</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="43" />
        <source>Withdraws %1</source>
        <translation>Отзывает %1</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="46" />
        <location filename="../../ui/seat_actions.py" line="79" />
        <source>Votes against this candidate…</source>
        <translation>Голоса против этого кандидата…</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="48" />
        <source>Lift-all vote…</source>
        <translation>Голосование за подъём всех…</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="51" />
        <source>Best move…</source>
        <translation>Лучший ход…</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="53" />
        <source>Killed by the shooting</source>
        <translation>Убит при отстреле</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="54" />
        <source>The shooting missed</source>
        <translation>Промах</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="56" />
        <source>Shoots at</source>
        <translation>Стреляет в</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="59" />
        <source>does not shoot</source>
        <translation>не стреляет</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="60" />
        <source>The Don checks this player</source>
        <translation>Дон проверяет этого игрока</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="61" />
        <source>The Sheriff checks this player</source>
        <translation>Шериф проверяет этого игрока</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="63" />
        <source>Foul</source>
        <translation>Фол</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="64" />
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="65" />
        <source>Removal</source>
        <translation>Удаление</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="66" />
        <source>Team defeat</source>
        <translation>Поражение команды</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="83" />
        <source>Violation (next: %1)</source>
        <translation>Нарушение (далее: %1)</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="84" />
        <source>Light violation</source>
        <translation>Лёгкое нарушение</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="86" />
        <source>Intentional role reveal</source>
        <translation>Умышленное раскрытие роли</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="88" />
        <source>Systematic disruption</source>
        <translation>Систематический срыв</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="90" />
        <source>Removal by the host's decision</source>
        <translation>Удаление решением ведущего</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="128" />
        <source>Only the count:</source>
        <translation>Только число:</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="151" />
        <source>Tick exactly three seats.</source>
        <translation>Отметьте ровно три места.</translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <location filename="../../ui/sheet_model.py" line="44" />
        <source>D%1</source>
        <translation>Д%1</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="44" />
        <source>N%1</source>
        <translation>Н%1</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="49" />
        <source>C</source>
        <translation>К</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="49" />
        <source>S</source>
        <translation>Ш</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="50" />
        <source>M</source>
        <translation>М</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="50" />
        <source>D</source>
        <translation>Д</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="55" />
        <source>citizen</source>
        <translation>мирный</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="55" />
        <source>sheriff</source>
        <translation>шериф</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="56" />
        <source>mafia</source>
        <translation>мафия</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="56" />
        <source>don</source>
        <translation>дон</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="69" />
        <source>a warning</source>
        <translation>предупреждение</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="70" />
        <source>the speech lost for a day circle</source>
        <translation>потеря слова на дневной круг</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="71" />
        <source>removal by the host</source>
        <translation>удаление ведущим</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="96" />
        <location filename="../../ui/sheet_model.py" line="299" />
        <location filename="../../ui/sheet_model.py" line="317" />
        <source>killed</source>
        <translation>убит</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="96" />
        <source>voted out</source>
        <translation>заголосован</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="96" />
        <source>4 fouls</source>
        <translation>4 фола</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="97" />
        <location filename="../../ui/sheet_model.py" line="259" />
        <source>removed</source>
        <translation>удалён</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="177" />
        <source>nom.</source>
        <translation>выст.</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="177" />
        <source>votes</source>
        <translation>голоса</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="180" />
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="180" />
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="181" />
        <source>Fouls</source>
        <translation>Фолы</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="181" />
        <source>Left</source>
        <translation>Выбыл</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="182" />
        <source>Violations</source>
        <translation>Нарушения</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="186" />
        <source>Whom the player nominated</source>
        <translation>Кого выставил игрок</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="187" />
        <source>Votes against the candidate, per round; ↑ the lift-all vote</source>
        <translation>Голоса против кандидата по раундам; ↑ — за подъём всех</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="188" />
        <source>×N: the player shot at N; D:N / S:N: the Don's / the Sheriff's check (+ sheriff or red, − not); ✖ killed</source>
        <translation>×N: выстрел в N; Д:N / Ш:N: проверка Дона / Шерифа (+ шериф или красный, − нет); ✖ убит</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="190" />
        <source>Fouls: click to add one</source>
        <translation>Фолы: щелчок добавляет фол</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="77" />
        <location filename="../../ui/sheet_model.py" line="273" />
        <source>no speech</source>
        <translation>без речи</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="275" />
        <source>30 s</source>
        <translation>30 с</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="328" />
        <source>Next step on the ladder: %1</source>
        <translation>Следующая ступень: %1</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="330" />
        <source>Fouls: %1</source>
        <translation>Фолов: %1</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="345" />
        <source>A nickname is at most %1 characters; this one has %2.</source>
        <translation>Никнейм — не длиннее %1 символов, а в этом %2.</translation>
    </message>
</context>
</TS>