<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>ArchiveDialog</name>
    <message>
        <location filename="../../ui/archive_dialog.py" line="27" />
        <source>Open from the archive</source>
        <translation>Открыть из архива</translation>
    </message>
    <message>
        <location filename="../../ui/archive_dialog.py" line="30" />
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../ui/archive_dialog.py" line="31" />
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../ui/archive_dialog.py" line="32" />
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../ui/archive_dialog.py" line="72" />
        <source>Games found: %1</source>
        <translation>Найдено игр: %1</translation>
    </message>
    <message>
        <location filename="../../ui/archive_dialog.py" line="75" />
        <source>a game without a tournament</source>
        <translation>игра вне турнира</translation>
    </message>
    <message>
        <location filename="../../ui/archive_dialog.py" line="84" />
        <source>in progress</source>
        <translation>идёт</translation>
    </message>
    <message>
        <location filename="../../ui/archive_dialog.py" line="86" />
        <source>signed</source>
        <translation>подписана</translation>
    </message>
</context>
<context>
    <name>Audience</name>
    <message>
        <location filename="../../ui/audience.py" line="94" />
        <source>Audience screen — Mafia Protocol</source>
        <translation>Экран для зала — Mafia Protocol</translation>
    </message>
    <message>
        <location filename="../../ui/audience.py" line="279" />
        <source>In a window</source>
        <translation>В окне</translation>
    </message>
    <message>
        <location filename="../../ui/audience.py" line="281" />
        <source>Close the audience screen</source>
        <translation>Закрыть экран для зала</translation>
    </message>
    <message>
        <location filename="../../ui/audience.py" line="301" />
        <source>The audience page: %1 (the address is copied)</source>
        <translation>Страница для зала: %1 (адрес скопирован)</translation>
    </message>
    <message>
        <location filename="../../ui/audience.py" line="320" />
        <source>Audience &amp;screen</source>
        <translation>&amp;Экран для зала</translation>
    </message>
    <message>
        <location filename="../../ui/audience.py" line="322" />
        <source>Audience &amp;page (stream, hall TV)</source>
        <translation>&amp;Страница для зала (трансляция, телевизор)</translation>
    </message>
    <message>
        <location filename="../../ui/audience.py" line="323" />
        <source>On this computer</source>
        <translation>На этом компьютере</translation>
    </message>
    <message>
        <location filename="../../ui/audience.py" line="324" />
        <source>On the local network</source>
        <translation>В локальной сети</translation>
    </message>
    <message>
        <location filename="../../ui/audience.py" line="325" />
        <source>Stop the page</source>
        <translation>Остановить страницу</translation>
    </message>
</context>
<context>
    <name>ClubGameDialog</name>
    <message>
        <location filename="../../ui/club_game.py" line="44" />
        <source>New boulevard game</source>
        <translation>Новая бульварная игра</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="49" />
        <source>Header</source>
        <translation>Шапка</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="52" />
        <source>Evening</source>
        <translation>Вечер</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="53" />
        <source>Host</source>
        <translation>Ведущий</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="60" />
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="66" />
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="69" />
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="72" />
        <source>Nickname</source>
        <translation>Никнейм</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="73" />
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="77" />
        <source>Deal at random</source>
        <translation>Раздать случайно</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="78" />
        <source>Shuffle these roles</source>
        <translation>Перемешать эти роли</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="84" />
        <location filename="../../ui/club_game.py" line="185" />
        <source>Show roles</source>
        <translation>Показать роли</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="87" />
        <source>The roles are dealt and hidden.</source>
        <translation>Роли розданы и скрыты.</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="184" />
        <source>Hide roles</source>
        <translation>Скрыть роли</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="94" />
        <source>Readings where the text is silent</source>
        <translation>Толкования там, где текст молчит</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="98" />
        <source>Question</source>
        <translation>Вопрос</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="99" />
        <source>Reading</source>
        <translation>Толкование</translation>
    </message>
</context>
<context>
    <name>ClubHost</name>
    <message>
        <location filename="../../ui/club_host.py" line="63" />
        <source>Strike an event before the reveal</source>
        <translation>Вычеркнуть событие до раскрытия</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="65" />
        <source>The event recorded by mistake in this phase:</source>
        <translation>Событие этой фазы, записанное по ошибке:</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="80" />
        <location filename="../../ui/club_host.py" line="115" />
        <source>what went wrong (kept in the journal)</source>
        <translation>что пошло не так (останется в журнале)</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="81" />
        <location filename="../../ui/club_host.py" line="121" />
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="105" />
        <source>Host's error after the reveal</source>
        <translation>Ошибка ведущего после раскрытия</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="111" />
        <source>a neutral decision</source>
        <translation>нейтральное решение</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="112" />
        <source>replay the round</source>
        <translation>переиграть раунд</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="119" />
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="120" />
        <source>Remedy</source>
        <translation>Решение</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="139" />
        <source>Only the current or the previous round can be replayed: %1.</source>
        <translation>Переиграть можно только текущий или предыдущий раунд: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="153" />
        <source>Host's journal</source>
        <translation>Журнал ведущего</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="154" />
        <source>PDF (*.pdf);;Text (*.txt)</source>
        <translation>PDF (*.pdf);;Текст (*.txt)</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="174" />
        <source>(%1 blocked)</source>
        <translation>(%1 блок)</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="207" />
        <source>Readings where the text is silent: %1</source>
        <translation>Толкования там, где текст молчит: %1</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../../ui/dialogs.py" line="30" />
        <source>red wins</source>
        <translation>победа красных</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="30" />
        <source>black wins</source>
        <translation>победа чёрных</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="31" />
        <source>a draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="32" />
        <source>the Maniac wins</source>
        <translation>победа Маньяка</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="40" />
        <source>Declare the result</source>
        <translation>Объявить результат</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="52" />
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="53" />
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="68" />
        <source>This result differs from the protocol's: write the reason.</source>
        <translation>Результат расходится с протоколом: укажите причину.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="76" />
        <source>Best move, extra points, cards</source>
        <translation>Лучший ход, доп. баллы, карточки</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="79" />
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="79" />
        <source>Extra points</source>
        <translation>Доп. баллы</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="80" />
        <source>Penalty points</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="80" />
        <source>Card</source>
        <translation>Карточка</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="81" />
        <source>Best-move title</source>
        <translation>«Лучший ход»</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="102" />
        <source>yellow</source>
        <translation>жёлтая</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="103" />
        <source>red</source>
        <translation>красная</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="118" />
        <source>Best player</source>
        <translation>Лучший игрок</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../ui/errors.py" line="44" />
        <source>Something failed: %1
Where: %2

The game is safe: every change was stored. The details are in %3</source>
        <translation>Произошёл сбой: %1
Где: %2

Игра не потеряна: каждое изменение сохранено. Подробности — в файле %3</translation>
    </message>
    <message>
        <location filename="../../ui/errors.py" line="48" />
        <source>An error</source>
        <translation>Ошибка</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <location filename="../../ui/event_text.py" line="23" />
        <source>speech of player %1</source>
        <translation>речь игрока %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="24" />
        <source>nomination of player %2 by player %1</source>
        <translation>выставление игрока %2 игроком %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="25" />
        <source>withdrawal of player %2 by player %1</source>
        <translation>отзыв кандидатуры игрока %2 игроком %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="26" />
        <source>votes against player %1</source>
        <translation>голоса против игрока %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="27" />
        <source>the vote to lift all</source>
        <translation>голосование за подъём всех</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="28" />
        <source>best move of player %1</source>
        <translation>лучший ход игрока %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="29" />
        <source>foul of player %1</source>
        <translation>фол игрока %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="30" />
        <source>warning to player %1</source>
        <translation>предупреждение игроку %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="31" />
        <source>removal of player %1</source>
        <translation>удаление игрока %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="32" />
        <source>team defeat by player %1</source>
        <translation>поражение команды из-за игрока %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="33" />
        <source>violation by player %1</source>
        <translation>нарушение игрока %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="34" />
        <source>strike of event %1</source>
        <translation>вычёркивание события %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="35" />
        <source>host's error in %1</source>
        <translation>ошибка ведущего в %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="36" />
        <source>the shooting</source>
        <translation>отстрел</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="37" />
        <source>the Don's check</source>
        <translation>проверка дона</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="38" />
        <source>the Sheriff's check</source>
        <translation>проверка шерифа</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="49" />
        <source>next phase</source>
        <translation>следующая фаза</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="277" />
        <source>a shot</source>
        <translation>выстрел</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="54" />
        <source>a night action</source>
        <translation>ночное действие</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="54" />
        <source>an event</source>
        <translation>событие</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="51" />
        <source>a protest</source>
        <translation>протест</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>The form is written: %1</source>
        <translation>Бланк записан: %1</translation>
    </message>
    <message>
        <source>The pen form is for the sport game only.</source>
        <translation>Бланк для ручки — только для спортивной игры.</translation>
    </message>
    <message>
        <source>Print a pen form</source>
        <translation>Напечатать бланк</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="77" />
        <source>Export the protocol</source>
        <translation>Экспорт протокола</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="73" />
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="85" />
        <source>The protocol could not be drawn</source>
        <translation>Протокол не удалось построить</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="93" />
        <source>Print preview</source>
        <translation>Предварительный просмотр</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="94" />
        <source>Nothing could be painted for the printer.</source>
        <translation>Для принтера ничего не удалось нарисовать.</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="101" />
        <source>The details are in %1</source>
        <translation>Подробности — в файле %1</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="109" />
        <location filename="../../ui/export.py" line="119" />
        <source>Sign</source>
        <translation>Подпись</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="109" />
        <source>Only a finished game is signed.</source>
        <translation>Подписывается только оконченная игра.</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="112" />
        <source>Signed protocol</source>
        <translation>Подписанный протокол</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="124" />
        <source>A new signing key is created for you. Choose its passphrase:</source>
        <translation>Для вас будет создан ключ подписи. Придумайте пароль к нему:</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="121" />
        <source>The passphrase of your signing key:</source>
        <translation>Пароль вашего ключа подписи:</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="129" />
        <source>Type the same passphrase again:</source>
        <translation>Введите тот же пароль ещё раз:</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="135" />
        <source>The two passphrases differ. Choose the passphrase again:</source>
        <translation>Пароли не совпали. Задайте пароль ещё раз:</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="148" />
        <source>Cannot write</source>
        <translation>Не удалось записать</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="152" />
        <source>The protocol was not written</source>
        <translation>Протокол не записан</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="177" />
        <source>Not signed</source>
        <translation>Не подписано</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="185" />
        <source>Cannot save</source>
        <translation>Не удалось сохранить</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="158" />
        <source>The signed protocol is written: %1</source>
        <translation>Подписанный протокол записан: %1</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="159" />
        <source>The protocol is written: %1</source>
        <translation>Протокол записан: %1</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <location filename="../../ui/findings_panel.py" line="64" />
        <source>Findings: %1 errors, %2 warnings</source>
        <translation>Замечания: ошибок %1, предупреждений %2</translation>
    </message>
    <message>
        <location filename="../../ui/findings_panel.py" line="62" />
        <source>the night's secrets, if the validator has anything to say about them: hold F9</source>
        <translation>тайны ночи, если у валидатора есть о них замечания: удерживайте F9</translation>
    </message>
</context>
<context>
    <name>FlowPanel</name>
    <message>
        <location filename="../../ui/flow_panel.py" line="27" />
        <source>Setting the table</source>
        <translation>Рассадка</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="28" />
        <source>The mafia's agreement</source>
        <translation>Договорка мафии</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="29" />
        <source>Last word</source>
        <translation>Последнее слово</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="29" />
        <source>Discussion</source>
        <translation>Обсуждение</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="30" />
        <source>Tied players speak 30 s, then round %2</source>
        <translation>Равные говорят по 30 с, затем раунд %2</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="31" />
        <source>Vote, round %2</source>
        <translation>Голосование, раунд %2</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="32" />
        <source>Question: shall all of them leave?</source>
        <translation>Вопрос: покидают ли стол все голосуемые?</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="33" />
        <source>The day's result is known: night falls</source>
        <translation>Итог дня известен: наступает ночь</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="34" />
        <source>The mafia shoots</source>
        <translation>Мафия стреляет</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="34" />
        <source>The Don checks</source>
        <translation>Проверка Дона</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="35" />
        <source>The Sheriff checks</source>
        <translation>Проверка Шерифа</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="36" />
        <source>Morning comes</source>
        <translation>Наступает утро</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="37" />
        <source>Night actions, in the text's order</source>
        <translation>Ночные действия в порядке правил</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="38" />
        <source>Night of introductions: no role acts</source>
        <translation>Ночь знакомства: роли не действуют</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="39" />
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="42" />
        <source>No vote today: night falls</source>
        <translation>Голосования сегодня нет: наступает ночь</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="47" />
        <location filename="../../ui/flow_panel.py" line="50" />
        <source>last word of player %1</source>
        <translation>последнее слово игрока %1</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="48" />
        <source>player %1</source>
        <translation>игрок %1</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="49" />
        <source>player %1, 30 s before the re-vote</source>
        <translation>игрок %1, 30 с перед переголосованием</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="58" />
        <source>Speaks now: %1</source>
        <translation>Говорит: %1</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="60" />
        <source>Next (F2): %1</source>
        <translation>Следующий (F2): %1</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="62" />
        <source>No vote today: then night falls (F8)</source>
        <translation>Голосования сегодня нет: затем наступает ночь (F8)</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="64" />
        <source>Then the vote</source>
        <translation>Затем голосование</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="66" />
        <source>Then night falls (F8)</source>
        <translation>Затем наступает ночь (F8)</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="87" />
        <location filename="../../ui/flow_panel.py" line="113" />
        <location filename="../../ui/flow_panel.py" line="119" />
        <location filename="../../ui/flow_panel.py" line="136" />
        <source>Start (F5)</source>
        <translation>Старт (F5)</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="89" />
        <source>1:00 (F6)</source>
        <translation>1:00 (F6)</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="91" />
        <source>0:30 (F7)</source>
        <translation>0:30 (F7)</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="112" />
        <source>Pause (F5)</source>
        <translation>Пауза (F5)</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="171" />
        <source>Next speaker (F2)</source>
        <translation>Следующий (F2)</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="181" />
        <source>Order:</source>
        <translation>Очерёдность:</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="183" />
        <source>Candidates:</source>
        <translation>Кандидаты:</translation>
    </message>
</context>
<context>
    <name>Join</name>
    <message>
        <location filename="../../ui/join_tournament.py" line="32" />
        <location filename="../../ui/join_tournament.py" line="132" />
        <source>Join a tournament</source>
        <translation>Присоединиться к турниру</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="34" />
        <source>The join code of your table (on the card from the secretary):</source>
        <translation>Код стола (на карточке от секретаря):</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="40" />
        <source>From a &amp;photo…</source>
        <translation>С &amp;фотографии…</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="49" />
        <source>&amp;Join</source>
        <translation>&amp;Присоединиться</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="56" />
        <source>A photo of the join code</source>
        <translation>Фотография кода стола</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="57" />
        <source>Pictures (*.png *.jpg *.jpeg)</source>
        <translation>Изображения (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="96" />
        <source>table %1, round %2</source>
        <translation>стол %1, тур %2</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="99" />
        <source>not sent: %1</source>
        <translation>не отправлено: %1</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="155" />
        <source>the server refuses this device's changes (the table was freed?): tell the secretary</source>
        <translation>сервер не принимает изменения этого устройства (стол освобождён?): скажите секретарю</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="155" />
        <source>changes %1 differ from the server's: tell the secretary</source>
        <translation>изменения %1 расходятся с сервером: скажите секретарю</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="102" />
        <source>all sent</source>
        <translation>всё отправлено</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="154" />
        <source>Table %1, round %2</source>
        <translation>Стол %1, тур %2</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="91" />
        <source>&amp;Join a tournament…</source>
        <translation>Присоединиться к &amp;турниру…</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="46" />
        <source>With the &amp;camera</source>
        <translation>С &amp;камеры</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="92" />
        <location filename="../../ui/join_camera.py" line="120" />
        <location filename="../../ui/join_camera.py" line="182" />
        <source>Hold the QR code of your table's card in front of the camera</source>
        <translation>Поднесите к камере QR-код с карточки вашего стола</translation>
    </message>
    <message>
        <source>The camera needs the system libraries %1 (Debian: sudo apt-get install %2): type the code or choose a photo of it</source>
        <translation>Для камеры нужны системные библиотеки %1 (Debian: sudo apt-get install %2): введите код или выберите его фотографию</translation>
    </message>
    <message>
        <location filename="../../ui/join_camera.py" line="77" />
        <source>This installation has no camera support (PySide6-Addons): type the code or choose a photo of it</source>
        <translation>В этой установке программы нет поддержки камеры (PySide6-Addons): введите код или выберите его фотографию</translation>
    </message>
    <message>
        <location filename="../../ui/join_camera.py" line="91" />
        <source>No camera found on this computer: type the code or choose a photo of it</source>
        <translation>На этом компьютере не найдена камера: введите код или выберите его фотографию</translation>
    </message>
    <message>
        <location filename="../../ui/join_camera.py" line="152" />
        <source>The camera cannot be used: %1</source>
        <translation>Камерой нельзя воспользоваться: %1</translation>
    </message>
    <message>
        <location filename="../../ui/join_camera.py" line="100" />
        <source>Allow the program to use the camera</source>
        <translation>Разрешите программе пользоваться камерой</translation>
    </message>
    <message>
        <location filename="../../ui/join_camera.py" line="169" />
        <source>The system does not let this program use the camera: allow it in the privacy settings, or type the code</source>
        <translation>Система не разрешает программе пользоваться камерой: разрешите это в настройках конфиденциальности или введите код</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="1" />
        <source>Joining the tournament…</source>
        <translation>Подключение к турниру…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Print a pen &amp;form…</source>
        <translation>Напечатать &amp;бланк…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="91" />
        <source>Table and rule book…</source>
        <translation>Стол и правила…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="121" />
        <source>Confirm result (Ctrl+Return)</source>
        <translation>Подтвердить результат (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="123" />
        <source>Another result…</source>
        <translation>Другой результат…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="125" />
        <location filename="../../ui/menus.py" line="128" />
        <source>Best move, points, cards…</source>
        <translation>Лучший ход, баллы, карточки…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="86" />
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="87" />
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="88" />
        <source>New game from the &amp;seating…</source>
        <translation>Новая игра по &amp;рассадке…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="89" />
        <source>New &amp;boulevard game…</source>
        <translation>Новая &amp;бульварная игра…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="90" />
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="91" />
        <source>&amp;Recent games</source>
        <translation>&amp;Недавние игры</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="93" />
        <source>Open from the &amp;archive…</source>
        <translation>Открыть из &amp;архива…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="96" />
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="97" />
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="99" />
        <source>&amp;Export PDF…</source>
        <translation>&amp;Экспорт в PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="100" />
        <source>Print pre&amp;view…</source>
        <translation>Пред&amp;просмотр печати…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="101" />
        <source>Si&amp;gn and export PDF…</source>
        <translation>По&amp;дписать и экспортировать PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="102" />
        <source>Export the host's &amp;journal…</source>
        <translation>Экспорт &amp;журнала ведущего…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="106" />
        <source>&amp;Start page</source>
        <translation>&amp;Начальная страница</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="107" />
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="109" />
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="114" />
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="114" />
        <source>&amp;Undo: %1</source>
        <translation>&amp;Отменить: %1</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="115" />
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="115" />
        <source>&amp;Redo: %1</source>
        <translation>&amp;Повторить: %1</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="119" />
        <source>Delete the last event</source>
        <translation>Удалить последнее событие</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="120" />
        <source>Quick entry</source>
        <translation>Быстрый ввод</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="122" />
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="123" />
        <source>Next phase</source>
        <translation>Следующая фаза</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="124" />
        <source>Next speaker</source>
        <translation>Следующий игрок</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="352" />
        <location filename="../../ui/menus.py" line="125" />
        <source>Confirm result</source>
        <translation>Подтвердить результат</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="127" />
        <source>Declare another result…</source>
        <translation>Объявить другой результат…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="130" />
        <source>Host's error: strike an event before the reveal…</source>
        <translation>Ошибка ведущего: вычеркнуть событие до раскрытия…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="132" />
        <source>Host's error after the reveal…</source>
        <translation>Ошибка ведущего после раскрытия…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="134" />
        <source>Timer: start / pause</source>
        <translation>Таймер: старт / пауза</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="135" />
        <source>Timer: 1:00</source>
        <translation>Таймер: 1:00</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="136" />
        <source>Timer: 0:30</source>
        <translation>Таймер: 0:30</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="138" />
        <source>&amp;Seat</source>
        <translation>&amp;Место</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="139" />
        <source>Foul</source>
        <translation>Фол</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="140" />
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="141" />
        <source>Speech starts</source>
        <translation>Начало речи</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="142" />
        <source>Removal</source>
        <translation>Удаление</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="145" />
        <source>Violation</source>
        <translation>Нарушение</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="146" />
        <source>Actions for the selected seat…</source>
        <translation>Действия для выбранного места…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="148" />
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="149" />
        <source>Full view: roles, shots and checks</source>
        <translation>Полный вид: роли, выстрелы, проверки</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="152" />
        <source>Hold F9 to show roles for a moment</source>
        <translation>Удерживайте F9, чтобы на миг показать роли</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="153" />
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../../ui/archive_dialog.py" line="76" />
        <location filename="../../ui/game_files.py" line="25" />
        <location filename="../../ui/game_files.py" line="45" />
        <location filename="../../ui/game_texts.py" line="50" />
        <source>round</source>
        <translation>тур</translation>
    </message>
    <message>
        <location filename="../../ui/archive_dialog.py" line="77" />
        <location filename="../../ui/game_files.py" line="25" />
        <location filename="../../ui/game_files.py" line="45" />
        <location filename="../../ui/game_texts.py" line="50" />
        <source>table</source>
        <translation>стол</translation>
    </message>
    <message>
        <location filename="../../ui/archive_dialog.py" line="78" />
        <location filename="../../ui/game_files.py" line="26" />
        <location filename="../../ui/game_files.py" line="46" />
        <location filename="../../ui/game_texts.py" line="51" />
        <source>game</source>
        <translation>игра</translation>
    </message>
    <message>
        <location filename="../../ui/game_texts.py" line="55" />
        <source>judge</source>
        <translation>судья</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="34" />
        <location filename="../../ui/game_texts.py" line="57" />
        <source>A game without a header</source>
        <translation>Игра без заголовка</translation>
    </message>
    <message>
        <location filename="../../ui/game_texts.py" line="70" />
        <source>signed by %1</source>
        <translation>подписано: %1</translation>
    </message>
    <message>
        <location filename="../../ui/game_texts.py" line="71" />
        <source>changed since it was signed by %1: sign the new revision</source>
        <translation>изменено после подписи (%1): подпишите новую редакцию</translation>
    </message>
    <message>
        <location filename="../../ui/game_texts.py" line="85" />
        <source>The game goes on.</source>
        <translation>Игра продолжается.</translation>
    </message>
    <message>
        <location filename="../../ui/game_texts.py" line="87" />
        <source>By the protocol: %1.</source>
        <translation>По протоколу: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/game_texts.py" line="90" />
        <source>Declared: %1.</source>
        <translation>Объявлено: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/game_texts.py" line="96" />
        <source>Best move of %1: %2 (%3 guessed).</source>
        <translation>Лучший ход игрока %1: %2 (угадано %3).</translation>
    </message>
    <message>
        <location filename="../../ui/game_texts.py" line="99" />
        <source>Best move of %1: %2.</source>
        <translation>Лучший ход игрока %1: %2.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="244" />
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="265" />
        <source>quick entry: %1</source>
        <translation>быстрый ввод: %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="274" />
        <source>next phase</source>
        <translation>следующая фаза</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="280" />
        <source>deleting the last event</source>
        <translation>удаление последнего события</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="293" />
        <source>Select a seat in the sheet first.</source>
        <translation>Сначала выберите место в протоколе.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="329" />
        <source>Best move of player %1</source>
        <translation>Лучший ход игрока %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="330" />
        <source>Hands against player %1</source>
        <translation>Руки против игрока %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="330" />
        <source>Hands for lifting all</source>
        <translation>Руки за подъём всех</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="339" />
        <source>Edit player %1</source>
        <translation>Правка игрока %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="359" />
        <source>Declare result</source>
        <translation>Объявить результат</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="362" />
        <source>Signature</source>
        <translation>Подпись</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="368" />
        <source>Awards</source>
        <translation>Награды</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="374" />
        <source>Full view</source>
        <translation>Полный вид</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="372" />
        <source>The game is not over. Show roles, shots and checks to everyone who can see the screen?</source>
        <translation>Игра не окончена. Показать роли, выстрелы и проверки всем, кто видит экран?</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="95" />
        <source>Seating schedule</source>
        <translation>Рассадка</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="96" />
        <source>Schedules (*.json *.csv)</source>
        <translation>Рассадки (*.json *.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="107" />
        <source>round %1, table %2</source>
        <translation>тур %1, стол %2</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="109" />
        <source>Which table?</source>
        <translation>Какой стол?</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="110" />
        <source>Table of the schedule:</source>
        <translation>Стол по рассадке:</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="119" />
        <source>New game from the seating</source>
        <translation>Новая игра по рассадке</translation>
    </message>
    <message>
        <location filename="../../ui/host_actions.py" line="20" />
        <source>In the sport rule books an event is corrected by undo or by editing it.</source>
        <translation>В спортивных правилах событие исправляется отменой или правкой.</translation>
    </message>
    <message>
        <location filename="../../ui/host_actions.py" line="35" />
        <source>Host's errors are recorded in boulevard games.</source>
        <translation>Ошибки ведущего записываются в бульварных играх.</translation>
    </message>
    <message>
        <location filename="../../ui/host_actions.py" line="48" />
        <source>Only a boulevard game keeps a host's journal.</source>
        <translation>Журнал ведущего есть только в бульварной игре.</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="127" />
        <location filename="../../ui/game_files.py" line="136" />
        <source>Table and rule book</source>
        <translation>Стол и правила</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="154" />
        <source>Open game</source>
        <translation>Открыть игру</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="155" />
        <location filename="../../ui/game_files.py" line="231" />
        <source>Games (*.json)</source>
        <translation>Игры (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="103" />
        <location filename="../../ui/game_files.py" line="166" />
        <location filename="../../ui/game_files.py" line="181" />
        <source>Cannot open</source>
        <translation>Не удалось открыть</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="127" />
        <source>A boulevard table is dealt in the new boulevard game dialog (Ctrl+Shift+N); a nickname is edited by a double click on its seat.</source>
        <translation>Бульварный стол раздаётся в окне новой бульварной игры (Ctrl+Shift+N); ник меняется двойным щелчком по месту.</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="200" />
        <source>No recent games</source>
        <translation>Недавних игр нет</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="206" />
        <source>Open from the archive</source>
        <translation>Открыть из архива</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="207" />
        <source>The archive is not available.</source>
        <translation>Архив недоступен.</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="221" />
        <source>Cannot save</source>
        <translation>Не удалось сохранить</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="229" />
        <source>Save game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="241" />
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="242" />
        <source>Save the changes of this game?</source>
        <translation>Сохранить изменения этой игры?</translation>
    </message>
    <message>
        <location filename="../../ui/restore.py" line="31" />
        <source>A game was left open when the program stopped:
%1
last change %2.

Restore it? Yes brings it back; No keeps it among the recent games; Throw away discards it once you confirm.</source>
        <translation>Когда программа остановилась, была открыта игра:
%1
последнее изменение %2.

Восстановить её? «Да» — вернуть её; «Нет» — оставить среди недавних игр; «Выбросить…» — выбросить после подтверждения.</translation>
    </message>
    <message>
        <location filename="../../ui/restore.py" line="40" />
        <source>Throw away the game %1? This cannot be undone.</source>
        <translation>Выбросить игру %1? Это нельзя отменить.</translation>
    </message>
    <message>
        <location filename="../../ui/restore.py" line="56" />
        <source>Throw away…</source>
        <translation>Выбросить…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="317" />
        <location filename="../../ui/menus.py" line="129" />
        <source>Protest…</source>
        <translation>Протест…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="326" />
        <source>a protest</source>
        <translation>протест</translation>
    </message>
    <message>
        <location filename="../../ui/main.py" line="1" />
        <source>No recovery copy: another sheet owns the folder</source>
        <translation>Без копии для восстановления: папкой владеет другой лист</translation>
    </message>
</context>
<context>
    <name>MyCertificate</name>
    <message>
        <location filename="../../ui/menus.py" line="104" />
        <source>&amp;My certificate…</source>
        <translation>&amp;Мой сертификат…</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="91" />
        <location filename="../../ui/my_certificate.py" line="179" />
        <location filename="../../ui/my_certificate.py" line="189" />
        <source>My certificate</source>
        <translation>Мой сертификат</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="108" />
        <source>Save the certificate file…</source>
        <translation>Сохранить файл сертификата…</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="110" />
        <location filename="../../ui/my_certificate.py" line="170" />
        <source>Create my signing key…</source>
        <translation>Создать мой ключ подписи…</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="113" />
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="115" />
        <source>Fingerprint (SHA-256):</source>
        <translation>Отпечаток (SHA-256):</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="150" />
        <source>Valid from %1 to %2</source>
        <translation>Действителен с %1 по %2</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="153" />
        <source>The secretary adds you to the tournament's judges from a photo or a screenshot of this QR code, or from the certificate file. Read the fingerprint aloud to check that the register shows the same.</source>
        <translation>Секретарь добавит вас в судьи турнира по фото или снимку экрана с этим QR-кодом либо по файлу сертификата. Прочитайте отпечаток вслух, чтобы сверить его с тем, что видит секретарь.</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="165" />
        <source>You have no signing key yet.</source>
        <translation>У вас пока нет ключа подписи.</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="166" />
        <source>The key signs your protocols; its certificate tells the secretary that they are yours. It is the key the signed export uses, kept under your passphrase.</source>
        <translation>Ключом вы подписываете протоколы, а его сертификат показывает секретарю, что они ваши. Это тот же ключ, что и при экспорте с подписью, он защищён вашим паролем.</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="169" />
        <source>Open my signing key…</source>
        <translation>Открыть мой ключ подписи…</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="180" />
        <source>Your name, as the certificate will show it:</source>
        <translation>Ваше имя, как его покажет сертификат:</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="199" />
        <source>Save the certificate file</source>
        <translation>Сохранить файл сертификата</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="200" />
        <source>Certificates (*.pem *.crt)</source>
        <translation>Сертификаты (*.pem *.crt)</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="210" />
        <source>Cannot write</source>
        <translation>Не удалось записать</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="213" />
        <source>The certificate is written: %1</source>
        <translation>Сертификат записан: %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/new_game.py" line="76" />
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="76" />
        <source>Table and rule book</source>
        <translation>Стол и правила</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="87" />
        <source>Header</source>
        <translation>Шапка</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="90" />
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="91" />
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="92" />
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="92" />
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="93" />
        <source>Judge</source>
        <translation>Судья</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="102" />
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="105" />
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="108" />
        <source>Nickname</source>
        <translation>Никнейм</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="109" />
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="135" />
        <source>Draw seats</source>
        <translation>Жеребьёвка мест</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="137" />
        <source>Draw roles</source>
        <translation>Раздать роли</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="140" />
        <location filename="../../ui/new_game.py" line="221" />
        <source>Show the roles</source>
        <translation>Показать роли</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="143" />
        <source>The roles are dealt and hidden.</source>
        <translation>Роли розданы и скрыты.</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="151" />
        <source>Rule book</source>
        <translation>Свод правил</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="162" />
        <source>Clause</source>
        <translation>Пункт</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="163" />
        <source>Choice</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="220" />
        <source>Hide the roles</source>
        <translation>Скрыть роли</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="251" />
        <source>The game is under way: its recorded events keep their seats. Draw anyway?</source>
        <translation>Игра уже идёт: записанные события останутся за своими местами. Всё равно раздать?</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="256" />
        <source>Draw the seats again: every nickname moves to another seat.</source>
        <translation>Заново рассадить: каждый ник перейдёт на другое место.</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="265" />
        <source>Deal the roles again: every player may get another role.</source>
        <translation>Заново раздать роли: у каждого игрока может смениться роль.</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="295" />
        <source>Roles must be 6 citizens, 1 sheriff, 2 mafia and 1 don; now: %1 citizens, %2 sheriffs, %3 mafia, %4 dons</source>
        <translation>Нужно 6 мирных, 1 шериф, 2 мафии и 1 дон; сейчас: мирных %1, шерифов %2, мафий %3, донов %4</translation>
    </message>
</context>
<context>
    <name>NightPanel</name>
    <message>
        <location filename="../../ui/night_panel.py" line="57" />
        <source>Night actions</source>
        <translation>Ночные действия</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="76" />
        <source>Record the night (Enter)</source>
        <translation>Записать ночь (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="125" />
        <source>Mafia</source>
        <translation>Мафия</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="129" />
        <source>Target (Alt+%1)</source>
        <translation>Цель (Alt+%1)</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="134" />
        <source>Second target</source>
        <translation>Вторая цель</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="136" />
        <source>who showed</source>
        <translation>кто показал</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="137" />
        <source>The mafioso who showed the target (left blank: the Don, or the first mafioso at the table)</source>
        <translation>Мафиози, который показал цель (пусто — Дон или первый мафиози за столом)</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="167" />
        <source>no shot</source>
        <translation>без выстрела</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="276" />
        <source>Choose a target in a row first.</source>
        <translation>Сначала выберите цель в строке.</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="280" />
        <source>Swaps and comparisons need two seats.</source>
        <translation>Обмену и сравнению нужны два места.</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="176" />
        <source>shown: mafia</source>
        <translation>показано: мафия</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="177" />
        <source>shown: not mafia</source>
        <translation>показано: не мафия</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="178" />
        <source>shown: the same side</source>
        <translation>показано: одна сторона</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="179" />
        <source>shown: different sides</source>
        <translation>показано: разные стороны</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="183" />
        <source>answer shown</source>
        <translation>показанный ответ</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="187" />
        <source>The answer shown to the role</source>
        <translation>Ответ, показанный роли</translation>
    </message>
</context>
<context>
    <name>PaperReview</name>
    <message>
        <location filename="../../ui/paper_review.py" line="30"/>
        <location filename="../../ui/secretary/scans.py" line="238"/>
        <source>Review of the pen form</source>
        <translation>Проверка бланка</translation>
    </message>
    <message>
        <location filename="../../ui/paper_review.py" line="36"/>
        <source>who reviews (recorded with each correction)</source>
        <translation>кто проверяет (записывается с каждым исправлением)</translation>
    </message>
    <message>
        <location filename="../../ui/paper_review.py" line="38"/>
        <source>Right (Enter)</source>
        <translation>Верно (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/paper_review.py" line="39"/>
        <source>Correct it (Space)</source>
        <translation>Исправить (Пробел)</translation>
    </message>
    <message>
        <location filename="../../ui/paper_review.py" line="81"/>
        <source>Nothing to review.</source>
        <translation>Проверять нечего.</translation>
    </message>
    <message>
        <location filename="../../ui/paper_review.py" line="84"/>
        <source>Mark {n} of {total}</source>
        <translation>Отметка {n} из {total}</translation>
    </message>
    <message>
        <location filename="../../ui/paper_review.py" line="90"/>
        <source>Enter: acknowledged</source>
        <translation>Enter — принято</translation>
    </message>
    <message>
        <location filename="../../ui/paper_review.py" line="98"/>
        <source>Read: marked</source>
        <translation>Прочитано: отмечено</translation>
    </message>
    <message>
        <location filename="../../ui/paper_review.py" line="99"/>
        <source>Read: empty</source>
        <translation>Прочитано: пусто</translation>
    </message>
</context>
<context>
    <name>ProtestDialog</name>
    <message>
        <location filename="../../ui/protest_dialog.py" line="16" />
        <source>Protest</source>
        <translation>Протест</translation>
    </message>
    <message>
        <location filename="../../ui/protest_dialog.py" line="18" />
        <source>nobody at the table (a captain, the audience…)</source>
        <translation>не игрок за столом (капитан, зрители…)</translation>
    </message>
    <message>
        <location filename="../../ui/protest_dialog.py" line="20" />
        <source>player %1</source>
        <translation>игрок %1</translation>
    </message>
    <message>
        <location filename="../../ui/protest_dialog.py" line="25" />
        <source>what the protest is about</source>
        <translation>о чём протест</translation>
    </message>
    <message>
        <location filename="../../ui/protest_dialog.py" line="28" />
        <source>left empty while it is not taken</source>
        <translation>пусто, пока решение не принято</translation>
    </message>
    <message>
        <location filename="../../ui/protest_dialog.py" line="32" />
        <source>Protested by</source>
        <translation>Протестует</translation>
    </message>
    <message>
        <location filename="../../ui/protest_dialog.py" line="33" />
        <source>About what</source>
        <translation>О чём</translation>
    </message>
    <message>
        <location filename="../../ui/protest_dialog.py" line="34" />
        <source>Head judge's decision</source>
        <translation>Решение главного судьи</translation>
    </message>
    <message>
        <location filename="../../ui/protest_dialog.py" line="37" />
        <source>Record the protest</source>
        <translation>Записать протест</translation>
    </message>
    <message>
        <location filename="../../ui/protest_dialog.py" line="45" />
        <source>Say what the protest is about.</source>
        <translation>Напишите, о чём протест.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../ui/qt_texts.py" line="10" />
        <source>&amp;Look in:</source>
        <translation>&amp;Перейти к:</translation>
    </message>
    <message>
        <location filename="../../ui/qt_texts.py" line="11" />
        <source>Files of &amp;type:</source>
        <translation>&amp;Типы файлов:</translation>
    </message>
</context>
<context>
    <name>QuickEntry</name>
    <message>
        <location filename="../../ui/quick_entry.py" line="43" />
        <source>Quick entry (Ctrl+L)</source>
        <translation>Быстрый ввод (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../../ui/quick_entry.py" line="85" />
        <source>column</source>
        <translation>символ</translation>
    </message>
</context>
<context>
    <name>Scans</name>
    <message>
        <location filename="../../ui/secretary/scans.py" line="75" />
        <source>File, page</source>
        <translation>Файл, страница</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="75" />
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="75" />
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="75" />
        <source>Details</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="181" />
        <source>Drop scanned protocols (PDF, PNG, JPEG, TIFF) on the window, or choose Games → Match scanned protocols…</source>
        <translation>Перетащите сканы протоколов (PDF, PNG, JPEG, TIFF) на окно или выберите Игры → Сверить сканы протоколов…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="184" />
        <location filename="../../ui/secretary/scans.py" line="224" />
        <source>Match scanned protocols…</source>
        <translation>Сверить сканы протоколов…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="185" />
        <source>Report PDF…</source>
        <translation>Отчёт PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="186" />
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="187" />
        <source>Only the pages that match nothing</source>
        <translation>Только страницы без совпадения</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="189" />
        <source>In the grid, a green check marks a place whose printed protocol was matched.</source>
        <translation>В сетке зелёная галочка отмечает место, чей распечатанный протокол совпал с архивом.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="220" />
        <location filename="../../ui/secretary/scans.py" line="293" />
        <source>Scans</source>
        <translation>Сканы</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="240" />
        <source>Scanned protocols</source>
        <translation>Сканы протоколов</translation>
    </message>
    <message>
        <location filename="../../ui/scan_dialog.py" line="30" />
        <location filename="../../ui/secretary/scans.py" line="241" />
        <source>Scans ({patterns})</source>
        <translation>Сканы ({patterns})</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="251" />
        <source>Reading the scans…</source>
        <translation>Читаю сканы…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="269" />
        <source>Reading the scans… {pages} pages</source>
        <translation>Читаю сканы… страниц: {pages}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="292" />
        <source>Scans ({count} unmatched)</source>
        <translation>Сканы (без совпадения: {count})</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="302" />
        <source>Report PDF</source>
        <translation>Отчёт PDF</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="307" />
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="322" />
        <source>Written: {path}</source>
        <translation>Записано: {path}</translation>
    </message>
    <message>
        <location filename="../../ui/scan_dialog.py" line="29" />
        <location filename="../../ui/scan_dialog.py" line="47" />
        <location filename="../../ui/scan_dialog.py" line="100" />
        <location filename="../../ui/scan_dialog.py" line="162" />
        <source>Open by scan</source>
        <translation>Открыть по скану</translation>
    </message>
    <message>
        <location filename="../../ui/scan_dialog.py" line="98" />
        <source>Reading {name}…</source>
        <translation>Чтение {name}…</translation>
    </message>
    <message>
        <location filename="../../ui/scan_dialog.py" line="99" />
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../ui/scan_dialog.py" line="133" />
        <source>Reading {name}: page {n} of {count}…</source>
        <translation>Чтение {name}: страница {n} из {count}…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="95" />
        <source>Open by s&amp;can…</source>
        <translation>Открыть по с&amp;кану…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="275" />
        <source>The scans were not matched: {reason}</source>
        <translation>Сканы не сверены: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/scan_dialog.py" line="181" />
        <source>This game is open in this window.</source>
        <translation>Эта партия открыта в этом окне.</translation>
    </message>
    <message>
        <location filename="../../ui/scan_dialog.py" line="173" />
        <source>Open the game as the archive holds it now?</source>
        <translation>Открыть партию в том виде, в каком она сейчас в архиве?</translation>
    </message>
</context>
<context>
    <name>SeatActions</name>
    <message>
        <location filename="../../ui/seat_actions.py" line="83" />
        <source>Speech starts</source>
        <translation>Начало речи</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="85" />
        <source>Nominates</source>
        <translation>Выставляет</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="88" />
        <source>Withdraws %1</source>
        <translation>Отзывает %1</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="91" />
        <source>Votes against this candidate…</source>
        <translation>Голоса против этого кандидата…</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="93" />
        <source>Lift-all vote…</source>
        <translation>Голосование за подъём всех…</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="95" />
        <source>Best move…</source>
        <translation>Лучший ход…</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="96" />
        <source>Killed by the shooting</source>
        <translation>Убит при отстреле</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="98" />
        <source>The shooting missed</source>
        <translation>Промах</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="101" />
        <source>Shoots at</source>
        <translation>Стреляет в</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="102" />
        <source>does not shoot</source>
        <translation>не стреляет</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="103" />
        <source>The Don checks this player</source>
        <translation>Дон проверяет этого игрока</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="105" />
        <source>The Sheriff checks this player</source>
        <translation>Шериф проверяет этого игрока</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="107" />
        <source>Foul</source>
        <translation>Фол</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="108" />
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="109" />
        <source>Removal</source>
        <translation>Удаление</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="110" />
        <source>Team defeat</source>
        <translation>Поражение команды</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="75" />
        <source>Violation (next: %1)</source>
        <translation>Нарушение (далее: %1)</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="71" />
        <source>Light violation</source>
        <translation>Лёгкое нарушение</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="72" />
        <source>Intentional role reveal</source>
        <translation>Умышленное раскрытие роли</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="73" />
        <source>Systematic disruption</source>
        <translation>Систематический срыв</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="113" />
        <source>Removal by the host's decision</source>
        <translation>Удаление решением ведущего</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="154" />
        <source>Only the count:</source>
        <translation>Только число:</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="177" />
        <source>Tick exactly three seats.</source>
        <translation>Отметьте ровно три места.</translation>
    </message>
</context>
<context>
    <name>Secretary</name>
    <message>
        <location filename="../../ui/secretary/stages.py" line="31" />
        <source>Table:</source>
        <translation>Таблица:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="74" />
        <source>Advance: {names}</source>
        <translation>Проходят: {names}</translation>
    </message>
    <message>
        <source>Advance: {names}; {slots} more among {tied}: the secretary decides</source>
        <translation>Проходят: {names}; ещё мест: {slots}, среди {tied} решает секретарь</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="27" />
        <source>killed</source>
        <translation>убит</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="28" />
        <source>voted out</source>
        <translation>заголосован</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="29" />
        <source>four fouls</source>
        <translation>четыре фола</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="30" />
        <source>removed</source>
        <translation>удалён</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="76" />
        <source>Player card: {name}</source>
        <translation>Карточка игрока: {name}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="78" />
        <source>&lt;b&gt;{name}&lt;/b&gt; — place {place}, total {total}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — место {place}, итого {total}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="81" />
        <source>Games {games}, wins {wins}; points {points}, extra {extra}, best move {bm}, Ci {ci}, penalties {pen}; killed on the first night {fnk} times</source>
        <translation>Игры: {games}, победы: {wins}; баллы: {points}, ДБ: {extra}, ЛХ: {bm}, Ci: {ci}, штрафы: {pen}; убит в первую ночь: {fnk}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="89" />
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="89" />
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="89" />
        <location filename="../../ui/secretary/card.py" line="103" />
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="90" />
        <location filename="../../ui/secretary/card.py" line="97" />
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="90" />
        <location filename="../../ui/secretary/decisions.py" line="81" />
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="90" />
        <location filename="../../ui/secretary/models.py" line="188" />
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="91" />
        <location filename="../../ui/secretary/models.py" line="190" />
        <source>Extra</source>
        <translation>ДБ</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="92" />
        <location filename="../../ui/secretary/models.py" line="191" />
        <source>BM</source>
        <translation>ЛХ</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="93" />
        <location filename="../../ui/secretary/decisions.py" line="80" />
        <source>Penalty</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="93" />
        <location filename="../../ui/secretary/models.py" line="202" />
        <location filename="../../ui/secretary/stages.py" line="45" />
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="93" />
        <source>Notes</source>
        <translation>Примечания</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="94" />
        <location filename="../../ui/secretary/models.py" line="349" />
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="97" />
        <location filename="../../ui/secretary/card.py" line="104" />
        <location filename="../../ui/secretary/models.py" line="186" />
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="97" />
        <location filename="../../ui/secretary/card.py" line="105" />
        <location filename="../../ui/secretary/models.py" line="187" />
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="98" />
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="98" />
        <source>Average points</source>
        <translation>Средний балл</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="106" />
        <source>By role</source>
        <translation>По ролям</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="106" />
        <source>By seat</source>
        <translation>По местам</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="130" />
        <source>killed first</source>
        <translation>первый убиенный</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="132" />
        <source>best move: {hits} of 3 black</source>
        <translation>ЛХ: угадано чёрных {hits} из 3</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="31" />
        <source>Nothing to export</source>
        <translation>Нечего экспортировать</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="32" />
        <source>There is no finished game yet.</source>
        <translation>Пока нет ни одной оконченной игры.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="40" />
        <location filename="../../ui/secretary/seating.py" line="392" />
        <source>Cannot write</source>
        <translation>Не удалось записать</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="50" />
        <location filename="../../ui/secretary/printing.py" line="89" />
        <source>Export the standings</source>
        <translation>Экспорт турнирной таблицы</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="51" />
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="65" />
        <source>Signed tournament summary</source>
        <translation>Подписанные итоги турнира</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="66" />
        <source>Tournament summary</source>
        <translation>Итоги турнира</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="67" />
        <location filename="../../ui/secretary/printing.py" line="129" />
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="70" />
        <source>The chief judge:</source>
        <translation>Главный судья:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="93" />
        <location filename="../../ui/secretary/exporting.py" line="122" />
        <location filename="../../ui/secretary/settling.py" line="91" />
        <source>Not signed</source>
        <translation>Не подписано</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="114" />
        <location filename="../../ui/secretary/settling.py" line="82" />
        <source>A new signing key is created for you. Choose its passphrase:</source>
        <translation>Для вас будет создан ключ подписи. Придумайте пароль к нему:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="115" />
        <location filename="../../ui/secretary/settling.py" line="83" />
        <source>The passphrase of your signing key:</source>
        <translation>Пароль вашего ключа подписи:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="65" />
        <source>Round {round}, table {table}: {status}</source>
        <translation>Тур {round}, стол {table}: {status}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="76" />
        <source>judge {name}</source>
        <translation>судья {name}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="82" />
        <source>Not counted: {label}</source>
        <translation>Не учтён: {label}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="102" />
        <source>Seating: {names}</source>
        <translation>По рассадке: {names}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="105" />
        <source>Seats that differ from the seating: {seats}</source>
        <translation>Места не по рассадке: {seats}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="142" />
        <source>not counted</source>
        <translation>не учтена</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="148" />
        <source>not as seated</source>
        <translation>не по рассадке</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="168" />
        <location filename="../../ui/secretary/seating_model.py" line="107" />
        <source>Table {table}</source>
        <translation>Стол {table}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="170" />
        <source>Round {round}</source>
        <translation>Тур {round}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="184" />
        <location filename="../../ui/secretary/models.py" line="348" />
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="185" />
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="186" />
        <source>Games counted</source>
        <translation>Учтённые игры</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="189" />
        <source>Points for the results (win, loss, draw)</source>
        <translation>Баллы за результат (победа, поражение, ничья)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="190" />
        <source>Extra points the judges gave</source>
        <translation>Дополнительные баллы, выставленные судьями</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="192" />
        <source>Best move: points for the blacks named by the first killed</source>
        <translation>Лучший ход: баллы за чёрных, названных первым убиенным</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="193" />
        <source>Compensation for being killed first</source>
        <translation>Компенсация за первый отстрел</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="194" />
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="195" />
        <source>FNK</source>
        <translation>ПУ</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="196" />
        <source>Times killed on the first night</source>
        <translation>Сколько раз убит в первую ночь</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="200" />
        <source>Wins / games as {role}</source>
        <translation>Победы / игры за роль: {role}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="203" />
        <source>Decided by</source>
        <translation>Решил</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="204" />
        <source>The tie-breaker that placed the player below the one above</source>
        <translation>Критерий, по которому игрок оказался ниже предыдущего</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="280" />
        <source>Ci {value} from the games: {games}</source>
        <translation>Ci {value} за игры: {games}</translation>
    </message>
    <message>
        <source>{path}: written; a worksheet cannot hold the control characters of {names}: written there as escapes</source>
        <translation>{path}: записан; лист Excel не держит управляющие символы в {names}: они записаны как escape-последовательности</translation>
    </message>
    <message>
        <source>{value} = {parts} (a stage's points count times its weight)</source>
        <translation>{value} = {parts} (очки этапа считаются с его весом)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="283" />
        <source>Drawn by lot: position {lot} in the tied group</source>
        <translation>Жребий: {lot}-е место в группе равных</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="348" />
        <source>Severity</source>
        <translation>Важность</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="349" />
        <source>What</source>
        <translation>Что</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="103" />
        <source>One name a line; empty: numbered players</source>
        <translation>По имени в строке; пусто — игроки по номерам</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="121" />
        <source>Two names a line: A, B</source>
        <translation>Два имени в строке: А, Б</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="125" />
        <location filename="../../ui/secretary/seating.py" line="264" />
        <source>Generate</source>
        <translation>Рассадить</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="127" />
        <source>Import…</source>
        <translation>Открыть…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="129" />
        <source>Export…</source>
        <translation>Сохранить…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="133" />
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="134" />
        <location filename="../../ui/secretary/window.py" line="120" />
        <source>Tables</source>
        <translation>Столы</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="135" />
        <source>Games each</source>
        <translation>Игр у каждого</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="136" />
        <source>Seed</source>
        <translation>Зерно</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="137" />
        <source>Effort</source>
        <translation>Глубина поиска</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="124" />
        <source>Even</source>
        <translation>Поровну</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="125" />
        <source>Looser, fewer repeats</source>
        <translation>Реже повторы</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="127" />
        <source>Where players sit out: each table visited equally often, or a looser spread of table visits so that pairs of players meet more evenly</source>
        <translation>Когда игроки пропускают туры: каждый стол поровну или столы свободнее, чтобы пары игроков встречались ровнее</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="147" />
        <source>Table visits</source>
        <translation>По столам</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="138" />
        <source>Request</source>
        <translation>Задание</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="140" />
        <source>Names</source>
        <translation>Имена</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="143" />
        <source>Keep apart</source>
        <translation>Развести</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="159" />
        <source>Round </source>
        <translation>Тур </translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="162" />
        <source>Swap the two selected</source>
        <translation>Поменять двух выбранных</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="164" />
        <source>Click two seats (or a seat and a resting player), then swap.</source>
        <translation>Выберите два места (или место и отдыхающего игрока) и поменяйте их.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="186" />
        <source>Resting this round</source>
        <translation>Отдыхают в этом туре</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="191" />
        <source>Imbalance</source>
        <translation>Неравномерность</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="224" />
        <source>Keep apart, line {line}: expected two names, "A, B"</source>
        <translation>Развести, строка {line}: нужны два имени через запятую, «А, Б»</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="230" />
        <source>{rounds} rounds of {tables} tables</source>
        <translation>Туров: {rounds}, столов в туре: {tables}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="233" />
        <source>; {count} rest each round</source>
        <translation>; отдыхают в каждом туре: {count}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="250" />
        <source>Generating…</source>
        <translation>Рассаживаю…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="304" />
        <source>No seating yet: generate one or import a file.</source>
        <translation>Рассадки пока нет: составьте её или откройте файл.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="307" />
        <source>Evenness cost (lower is more even): {cost}</source>
        <translation>Штраф неравномерности (чем меньше, тем ровнее): {cost}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="309" />
        <source>; before the last swap {cost}</source>
        <translation>; до последней замены {cost}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="346" />
        <source>Import a seating</source>
        <translation>Открыть рассадку</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="347" />
        <source>Seating (*.json *.csv)</source>
        <translation>Рассадка (*.json *.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="355" />
        <source>Seating not read</source>
        <translation>Рассадка не прочитана</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="378" />
        <source>Export the seating</source>
        <translation>Сохранить рассадку</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="379" />
        <source>Seating (*.json);;CSV (*.csv)</source>
        <translation>Рассадка (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating_model.py" line="22" />
        <source>{name}: {games} games</source>
        <translation>{name}: игр — {games}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating_model.py" line="23" />
        <source>Seats: {seats}</source>
        <translation>Места: {seats}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating_model.py" line="25" />
        <source>Tables: {tables}</source>
        <translation>Столы: {tables}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating_model.py" line="29" />
        <source>Met most: {names}</source>
        <translation>Чаще всех встречал: {names}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating_model.py" line="31" />
        <source>Rests in rounds {rounds}</source>
        <translation>Отдыхает в турах {rounds}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/tabs.py" line="128" />
        <source>Select a place to see its games.</source>
        <translation>Выберите клетку, чтобы увидеть её игры.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/tabs.py" line="159" />
        <source>Find a player</source>
        <translation>Найти игрока</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/tabs.py" line="168" />
        <source>Double-click a player for their card.</source>
        <translation>Двойной щелчок по игроку открывает его карточку.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/texts.py" line="38" />
        <source>Citizen</source>
        <translation>Мирный</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/texts.py" line="39" />
        <source>Sheriff</source>
        <translation>Шериф</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/texts.py" line="40" />
        <source>Mafia</source>
        <translation>Мафия</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/texts.py" line="41" />
        <source>Don</source>
        <translation>Дон</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/texts.py" line="47" />
        <source>win</source>
        <translation>победа</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/texts.py" line="48" />
        <source>loss</source>
        <translation>поражение</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/texts.py" line="49" />
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/texts.py" line="55" />
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/texts.py" line="56" />
        <source>warning</source>
        <translation>внимание</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/texts.py" line="57" />
        <source>info</source>
        <translation>сведения</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/texts.py" line="76" />
        <source>lots</source>
        <translation>жребий</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="121" />
        <source>Standings</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="122" />
        <source>Seating</source>
        <translation>Рассадка</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="123" />
        <location filename="../../ui/secretary/window.py" line="325" />
        <source>Issues</source>
        <translation>Замечания</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="148" />
        <source>Import a folder…</source>
        <translation>Импорт папки…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="149" />
        <source>Import files…</source>
        <translation>Импорт файлов…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="151" />
        <source>Forget the imported files</source>
        <translation>Забыть импортированные файлы</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="152" />
        <source>Tournament from the archive…</source>
        <translation>Турнир из архива…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="154" />
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="155" />
        <source>Refresh every 10 s</source>
        <translation>Обновлять каждые 10 с</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="171" />
        <source>Standings as Excel workbook…</source>
        <translation>Таблица в Excel (XLSX)…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="30" />
        <source>Seating…</source>
        <translation>Рассадка…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="31" />
        <source>Table cards…</source>
        <translation>Карточки столов…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="32" />
        <source>Blank protocols…</source>
        <translation>Бланки протоколов…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="33" />
        <source>Standings for the wall…</source>
        <translation>Таблица на стену…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="34" />
        <source>&amp;Print</source>
        <translation>&amp;Печать</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="43" />
        <source>Print the seating</source>
        <translation>Печать рассадки</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="50" />
        <source>Print the table cards</source>
        <translation>Печать карточек столов</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="56" />
        <source>Print blank protocols</source>
        <translation>Печать бланков протоколов</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="65" />
        <source>Standings for the wall</source>
        <translation>Таблица на стену</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="69" />
        <source>After round:</source>
        <translation>После тура:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="90" />
        <source>Excel workbook (*.xlsx)</source>
        <translation>Книга Excel (*.xlsx)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="103" />
        <source>No seating</source>
        <translation>Нет рассадки</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="104" />
        <source>Generate or import the seating first (the Seating tab).</source>
        <translation>Сначала составьте или загрузите рассадку (вкладка «Рассадка»).</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="112" />
        <source>Round:</source>
        <translation>Тур:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="117" />
        <source>The judges, one a line (table 1 first; empty: none):</source>
        <translation>Судьи, по одному в строке (первая строка — стол 1; пусто — нет):</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="160" />
        <source>Standings as CSV…</source>
        <translation>Таблица в CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="161" />
        <source>Summary PDF…</source>
        <translation>Итоги в PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="162" />
        <source>Signed summary PDF…</source>
        <translation>Подписанные итоги в PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="165" />
        <location filename="../../ui/secretary/window.py" line="164" />
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="165" />
        <source>&amp;Games</source>
        <translation>&amp;Игры</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="172" />
        <source>&amp;Export</source>
        <translation>&amp;Экспорт</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="179" />
        <source>The scoring regulation</source>
        <translation>Регламент подсчёта баллов</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="184" />
        <source>Regulation file…</source>
        <translation>Файл регламента…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="188" />
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="194" />
        <source>Regulation: </source>
        <translation>Регламент: </translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="202" />
        <source>Tournament secretary</source>
        <translation>Секретарь турнира</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="206" />
        <source>Archive {where}, tournament «{name}»</source>
        <translation>Архив {where}, турнир «{name}»</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="209" />
        <source>Imported: {paths}</source>
        <translation>Импортировано: {paths}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="212" />
        <source>No games yet: import a folder of judges' files, drop files here, or open a tournament of the archive.</source>
        <translation>Игр пока нет: импортируйте папку с файлами судей, перетащите файлы сюда или откройте турнир из архива.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="274" />
        <source>Updated {time}</source>
        <translation>Обновлено в {time}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="289" />
        <source>{regulation}: {games} games counted, {players} players</source>
        <translation>{regulation}: учтено игр — {games}, игроков — {players}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="324" />
        <source>Issues ({count})</source>
        <translation>Замечания ({count})</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="337" />
        <source>{games} games counted; {unread} files not read</source>
        <translation>Учтено игр: {games}; не прочитано файлов: {unread}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="341" />
        <source>A folder of judges' game files</source>
        <translation>Папка с файлами игр от судей</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="346" />
        <source>Judges' game files</source>
        <translation>Файлы игр от судей</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="347" />
        <source>Games (*.json)</source>
        <translation>Игры (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/settling.py" line="116" />
        <location filename="../../ui/secretary/window.py" line="374" />
        <location filename="../../ui/secretary/window.py" line="377" />
        <location filename="../../ui/secretary/window.py" line="381" />
        <source>The archive</source>
        <translation>Архив</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="378" />
        <source>The archive holds no tournament games yet.</source>
        <translation>В архиве пока нет турнирных игр.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="382" />
        <source>Tournament:</source>
        <translation>Турнир:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="415" />
        <source>A regulation file</source>
        <translation>Файл регламента</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="416" />
        <source>Regulation (*.toml)</source>
        <translation>Регламент (*.toml)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="422" />
        <source>Regulation not read</source>
        <translation>Регламент не прочитан</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="79" />
        <source>Extra points (ДБ)</source>
        <translation>ДБ</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="82" />
        <source>Nickname</source>
        <translation>Ник</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="90" />
        <source>What:</source>
        <translation>Что:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="91" />
        <source>Seat:</source>
        <translation>Место:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="93" />
        <source>New value:</source>
        <translation>Новое значение:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="100" />
        <source>secretary or chief judge</source>
        <translation>секретарь или главный судья</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="103" />
        <source>Who decides:</source>
        <translation>Кто решает:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="104" />
        <source>Why:</source>
        <translation>Почему:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="108" />
        <source>Journal the decision</source>
        <translation>Записать решение</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="109" />
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="159" />
        <source>Say who decides.</source>
        <translation>Укажите, кто решает.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="162" />
        <source>Say why: the journal keeps the reason.</source>
        <translation>Укажите причину: журнал её хранит.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="165" />
        <source>The nickname is empty.</source>
        <translation>Ник пуст.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="205" />
        <source>Correct…</source>
        <translation>Исправить…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="206" />
        <source>Count this protocol</source>
        <translation>Учитывать этот протокол</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="207" />
        <source>Exclude</source>
        <translation>Исключить</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="208" />
        <source>Count again</source>
        <translation>Вернуть в зачёт</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="215" />
        <source>Protocol:</source>
        <translation>Протокол:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="248" />
        <source>Correct {game}</source>
        <translation>Исправление: {game}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="249" />
        <source>Count {game} for its place</source>
        <translation>Учитывать {game} за это место</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="250" />
        <source>Exclude {game}</source>
        <translation>Исключить {game}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="251" />
        <source>Count {game} again</source>
        <translation>Вернуть в зачёт {game}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="79" />
        <source>Corrected, revision {revision}:</source>
        <translation>Исправлена, редакция {revision}:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="91" />
        <source>{a} and {b} differ:</source>
        <translation>{a} и {b} различаются:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/settling.py" line="55" />
        <location filename="../../ui/secretary/settling.py" line="58" />
        <source>Decision not taken</source>
        <translation>Решение не записано</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/settling.py" line="64" />
        <source>Journalled: {game}: {what}</source>
        <translation>Записано в журнал: {game}: {what}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/settling.py" line="118" />
        <source>The seating is kept in the archive (version {version})</source>
        <translation>Рассадка сохранена в архиве (версия {version})</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="158" />
        <source>Keep the seating in the archive</source>
        <translation>Сохранить рассадку в архиве</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="292" />
        <source>; not counted: {count} (see Issues)</source>
        <translation>; не учтено: {count} (см. «Замечания»)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="104" />
        <source>Games are set aside</source>
        <translation>Есть отложенные игры</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="105" />
        <source>{count} games are set aside ({why}); the summary would rank the players without them, and lists them in its notes. Sign it anyway?</source>
        <translation>Отложено игр: {count} ({why}); итоги распределят места без них и перечислят их в примечаниях. Всё равно подписать?</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="144" />
        <source>unsigned (club)</source>
        <translation>без подписи (клуб)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="157" />
        <source>Judges of the tournament…</source>
        <translation>Судьи турнира…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="47" />
        <source>Club tournament: unsigned protocols count, marked as such.</source>
        <translation>Клубный турнир: неподписанные протоколы учитываются и помечаются.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="49" />
        <source>Federation tournament: only protocols signed by the judges of the register count.</source>
        <translation>Турнир федерации: учитываются только протоколы, подписанные судьями из реестра.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="51" />
        <source>Club or federation is not chosen yet: the regulation decides whether unsigned protocols count.</source>
        <translation>Клубный турнир или федерации — ещё не выбрано: учитывать ли неподписанные протоколы, решает регламент.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="105" />
        <source>Import the tournament's folder first.</source>
        <translation>Сначала импортируйте папку турнира.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="116" />
        <source>A new tournament: do unsigned protocols count? A club tournament counts them (marked as unsigned); a federation tournament counts only protocols signed by the judges of its register.</source>
        <translation>Новый турнир: учитывать ли неподписанные протоколы? Клубный турнир их учитывает (с пометкой «без подписи»); турнир федерации учитывает только протоколы, подписанные судьями из его реестра.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="120" />
        <source>Club tournament</source>
        <translation>Клубный турнир</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="121" />
        <source>Federation tournament</source>
        <translation>Турнир федерации</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="136" />
        <location filename="../../ui/secretary/judges.py" line="288" />
        <source>The tournament's judges</source>
        <translation>Судьи турнира</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="140" />
        <source>Judge</source>
        <translation>Судья</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="140" />
        <source>Fingerprint</source>
        <translation>Отпечаток</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="141" />
        <source>Added</source>
        <translation>Добавлен</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="147" />
        <source>Add from a certificate file…</source>
        <translation>Добавить из файла сертификата…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="148" />
        <source>Add from a QR code image…</source>
        <translation>Добавить по изображению QR-кода…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="149" />
        <source>Remove</source>
        <translation>Исключить</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="157" />
        <source>The judge's sheet shows its certificate as a QR code under File → My certificate: a photo or a screenshot of it will do.</source>
        <translation>Лист судьи показывает сертификат QR-кодом в меню Файл → Мой сертификат: подойдёт его фото или снимок экрана.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="229" />
        <source>The judge's certificate</source>
        <translation>Сертификат судьи</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="230" />
        <source>Certificates (*.pem *.crt *.cer *.der)</source>
        <translation>Сертификаты (*.pem *.crt *.cer *.der)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="235" />
        <source>A photo or screenshot of the QR code</source>
        <translation>Фото или снимок экрана с QR-кодом</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="236" />
        <source>Images (*.png *.jpg *.jpeg *.bmp)</source>
        <translation>Изображения (*.png *.jpg *.jpeg *.bmp)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="245" />
        <source>Remove the judge</source>
        <translation>Исключить судью</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="245" />
        <source>Remove {name} from the register? The games this judge signed will be set aside.</source>
        <translation>Исключить {name} из реестра? Игры, которые он подписал, будут отложены.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="281" />
        <source>The tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="288" />
        <source>Import the tournament's folder or open a tournament of the archive first.</source>
        <translation>Сначала импортируйте папку турнира или откройте турнир из архива.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="55" />
        <location filename="../../ui/secretary/events.py" line="33" />
        <source>no figure</source>
        <translation>нет значения</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="56" />
        <source>Remove the figure the protocol has for this seat</source>
        <translation>Убрать значение, записанное в протоколе для этого места</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="83" />
        <source>An event of the protocol</source>
        <translation>Событие протокола</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="92" />
        <source>Now:</source>
        <translation>Сейчас:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="94" />
        <source>What changes:</source>
        <translation>Что изменится:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/events.py" line="39" />
        <source>the event chosen below</source>
        <translation>событие, выбранное ниже</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/events.py" line="44" />
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/events.py" line="44" />
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/events.py" line="84" />
        <source>Change its values</source>
        <translation>Изменить значения</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/events.py" line="85" />
        <source>Remove the event</source>
        <translation>Удалить событие</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/events.py" line="87" />
        <source>Field</source>
        <translation>Поле</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/events.py" line="87" />
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/events.py" line="138" />
        <source>The protocol has no events.</source>
        <translation>В протоколе нет событий.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/events.py" line="151" />
        <source>{field}: cannot read "{value}"</source>
        <translation>{field}: не удаётся прочитать «{value}»</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="146" />
        <source>not in the register (club)</source>
        <translation>не в реестре (клуб)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="95" />
        <source>Sign the correction with my key</source>
        <translation>Подписать исправление своим ключом</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="96" />
        <source>The corrected protocol is signed as a revision over the judge's signed one; both are kept</source>
        <translation>Исправленный протокол подписывается как новая редакция поверх подписанной судьёй; обе сохраняются</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/settling.py" line="84" />
        <source>Sign the correction</source>
        <translation>Подпись исправления</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>Decide…</source>
        <translation>Решить…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>Which of the tied players advance: the secretary's decision, written into the stage file</source>
        <translation>Кто из игроков, делящих места, проходит: решение секретаря, записывается в файл этапов</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>The tie at the cut of «{stage}»</source>
        <translation>Равенство на границе прохода: «{stage}»</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>{players} share places {places}; the tie-break cannot separate them. Tick the {slots} who advance.</source>
        <translation>{players} делят места {places}; дополнительные показатели их не разделяют. Отметьте тех, кто проходит ({slots}).</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>for example, the chief judge</source>
        <translation>например, главный судья</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>for example, a lot drawn in the hall</source>
        <translation>например, жребий в зале</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>Decide</source>
        <translation>Решить</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>Ticked: {count} of {slots}</source>
        <translation>Отмечено: {count} из {slots}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>{slots} advance, {count} ticked: tick exactly {slots}.</source>
        <translation>Проходят {slots}, а отмечено {count}: отметьте ровно {slots}.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>Say why.</source>
        <translation>Укажите причину решения.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>Undo the last decision at a cut</source>
        <translation>Отменить последнее решение на границе прохода</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>Redo the decision at the cut</source>
        <translation>Вернуть отменённое решение на границе прохода</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>Decision at the cut of «{stage}»</source>
        <translation>Решение на границе прохода: «{stage}»</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>Stage file</source>
        <translation>Файл этапов</translation>
    </message>
</context>
<context>
    <name>SecretaryInterop</name>
    <message>
        <location filename="../../ui/secretary/interop.py" line="27" />
        <source>Import from mafiaratings…</source>
        <translation>Импорт из mafiaratings…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="29" />
        <source>Import from Polemica…</source>
        <translation>Импорт из Polemica…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="31" />
        <source>Export for mafiaratings…</source>
        <translation>Экспорт для mafiaratings…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="42" />
        <source>Records of {system}</source>
        <translation>Записи {system}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="43" />
        <source>Records (*.json)</source>
        <translation>Записи (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="46" />
        <source>Where to keep the converted games</source>
        <translation>Куда сохранить перенесённые игры</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="66" />
        <location filename="../../ui/secretary/interop.py" line="78" />
        <source>Nothing was imported: these records cannot be read.</source>
        <translation>Ничего не импортировано: эти записи не читаются.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="80" />
        <source>Games converted from {system}: {count}, kept in {folder}.</source>
        <translation>Перенесено игр из {system}: {count}, они сохранены в {folder}.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="86" />
        <source>Where to write the mafiaratings records</source>
        <translation>Куда записать игры для mafiaratings</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="99" />
        <source>There are no games to export.</source>
        <translation>Игр для экспорта нет.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="115" />
        <source>Cannot write</source>
        <translation>Не удалось записать</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="116" />
        <source>Records for mafiaratings written: {count} of {games}, in {folder}.</source>
        <translation>Записано игр для mafiaratings: {count} из {games}, в {folder}.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="125" />
        <source>Other systems</source>
        <translation>Другие системы</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="127" />
        <source>Lines to read: {count}.</source>
        <translation>Что не перенесено — в подробностях (строк: {count}).</translation>
    </message>
</context>
<context>
    <name>Serving</name>
    <message>
        <location filename="../../ui/secretary/serving.py" line="41" />
        <source>The tournament is open for the tables</source>
        <translation>Турнир открыт для столов</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="43" />
        <source>Address: %1 · started in %2 s</source>
        <translation>Адрес: %1 · запущен за %2 с</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="60" />
        <source>Changes from the tables the archive did not accept:</source>
        <translation>Изменения со столов, которые архив не принял:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="48" />
        <source>Table %1: %2</source>
        <translation>Стол %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="58" />
        <source>&amp;Save the codes for printing…</source>
        <translation>&amp;Сохранить коды для печати…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="72" />
        <source>Join codes</source>
        <translation>Коды столов</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="93" />
        <source>Open for the tables…</source>
        <translation>Открыть для столов…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="94" />
        <source>Close for the tables</source>
        <translation>Закрыть для столов</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="96" />
        <source>&amp;Tournament</source>
        <translation>&amp;Турнир</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="104" />
        <location filename="../../ui/secretary/serving.py" line="112" />
        <location filename="../../ui/secretary/serving.py" line="143" />
        <source>Open for the tables</source>
        <translation>Открыть для столов</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="105" />
        <source>The tournament's name:</source>
        <translation>Название турнира:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="113" />
        <source>No seating is loaded. Number of tables:</source>
        <translation>Рассадка не загружена. Число столов:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="127" />
        <source>Starting the tournament's server…</source>
        <translation>Запуск сервера турнира…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="152" />
        <source>Open for the tables at %1</source>
        <translation>Открыт для столов по адресу %1</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="181" />
        <source>The tournament's server is stopped</source>
        <translation>Сервер турнира остановлен</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="61" />
        <source>&amp;Free the table…</source>
        <translation>&amp;Освободить стол…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="62" />
        <source>A table's laptop is replaced: let another device join it</source>
        <translation>Ноутбук стола заменён: другое устройство сможет присоединиться</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="80" />
        <source>Free the table</source>
        <translation>Освободить стол</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="81" />
        <source>Table %1 is freed in round:</source>
        <translation>Стол %1 освобождается в туре:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="87" />
        <source>Table %1 is free in round %2: another device may join it</source>
        <translation>Стол %1 в туре %2 свободен: к нему может присоединиться другое устройство</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="88" />
        <source>No device held table %1 in round %2</source>
        <translation>Стол %1 в туре %2 не был занят ни одним устройством</translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <location filename="../../ui/sheet_model.py" line="48" />
        <source>D%1</source>
        <translation>Д%1</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="48" />
        <source>N%1</source>
        <translation>Н%1</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="53" />
        <source>C</source>
        <translation>К</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="53" />
        <source>S</source>
        <translation>Ш</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="54" />
        <source>M</source>
        <translation>М</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="54" />
        <source>D</source>
        <translation>Д</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="59" />
        <source>citizen</source>
        <translation>мирный</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="59" />
        <source>sheriff</source>
        <translation>шериф</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="60" />
        <source>mafia</source>
        <translation>мафия</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="60" />
        <source>don</source>
        <translation>дон</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="73" />
        <source>a warning</source>
        <translation>предупреждение</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="74" />
        <source>the speech lost for a day circle</source>
        <translation>потеря слова на дневной круг</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="75" />
        <source>removal by the host</source>
        <translation>удаление ведущим</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="105" />
        <location filename="../../ui/sheet_model.py" line="364" />
        <location filename="../../ui/sheet_model.py" line="383" />
        <source>killed</source>
        <translation>убит</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="105" />
        <source>voted out</source>
        <translation>заголосован</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="106" />
        <source>lifted</source>
        <translation>поднят</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="106" />
        <source>4 fouls</source>
        <translation>4 фола</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="107" />
        <location filename="../../ui/sheet_model.py" line="326" />
        <source>removed</source>
        <translation>удалён</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="237" />
        <source>nom.</source>
        <translation>выст.</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="237" />
        <source>votes</source>
        <translation>голоса</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="240" />
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="240" />
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="241" />
        <source>Fouls</source>
        <translation>Фолы</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="241" />
        <source>Left</source>
        <translation>Выбыл</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="242" />
        <source>Violations</source>
        <translation>Нарушения</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="246" />
        <source>Whom the player nominated</source>
        <translation>Кого выставил игрок</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="247" />
        <source>Votes against the candidate, per round; ↑ the lift-all vote</source>
        <translation>Голоса против кандидата по раундам; ↑ — за подъём всех</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="248" />
        <source>×N: the player shot at N; D:N / S:N: the Don's / the Sheriff's check (+ sheriff or red, − not); ✖ killed</source>
        <translation>×N: выстрел в N; Д:N / Ш:N: проверка Дона / Шерифа (+ шериф или красный, − нет); ✖ убит</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="250" />
        <source>Fouls: click to add one</source>
        <translation>Фолы: щелчок добавляет фол</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="82" />
        <location filename="../../ui/sheet_model.py" line="338" />
        <source>no speech</source>
        <translation>без речи</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="340" />
        <source>30 s</source>
        <translation>30 с</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="397" />
        <source>Next step on the ladder: %1</source>
        <translation>Следующая ступень: %1</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="399" />
        <source>Fouls: %1, warnings: %2</source>
        <translation>Фолов: %1, предупреждений: %2</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="402" />
        <source>Fouls: %1</source>
        <translation>Фолов: %1</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="417" />
        <source>A nickname is at most %1 characters; this one has %2.</source>
        <translation>Никнейм — не длиннее %1 символов, а в этом %2.</translation>
    </message>
</context>
<context>
    <name>SheetView</name>
    <message>
        <location filename="../../ui/sheet_view.py" line="55" />
        <source>Nickname</source>
        <translation>Никнейм</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_view.py" line="55" />
        <source>Nickname of seat %1:</source>
        <translation>Никнейм игрока на месте %1:</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../ui/start_page.py" line="21" />
        <source>Mafia Protocol</source>
        <translation>Mafia Protocol</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="30" />
        <source>&amp;New game (Ctrl+N)</source>
        <translation>&amp;Новая игра (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="31" />
        <source>New game at a &amp;tournament table…</source>
        <translation>Новая игра за &amp;турнирным столом…</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="32" />
        <source>New &amp;boulevard game…</source>
        <translation>Новая &amp;бульварная игра…</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="33" />
        <source>&amp;Open a file… (Ctrl+O)</source>
        <translation>&amp;Открыть файл… (Ctrl+O)</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="34" />
        <source>Open from the &amp;archive… (Ctrl+Shift+O)</source>
        <translation>Открыть из &amp;архива… (Ctrl+Shift+O)</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="44" />
        <source>&amp;Recent games</source>
        <translation>Н&amp;едавние игры</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="59" />
        <source>No recent games yet</source>
        <translation>Недавних игр пока нет</translation>
    </message>
</context>
<context>
    <name>Acknowledge</name>
    <message>
        <location filename="../../ui/acknowledge.py" line="1" />
        <source>Errors in the protocol</source>
        <translation>Ошибки в протоколе</translation>
    </message>
    <message>
        <location filename="../../ui/acknowledge.py" line="1" />
        <source>The validator finds errors in this game (%1). Go back and fix them, or acknowledge them: the protocol will say that you did.</source>
        <translation>Валидатор находит в этой игре ошибки (%1). Вернитесь и исправьте их или признайте: протокол укажет, что вы их признали.</translation>
    </message>
    <message>
        <location filename="../../ui/acknowledge.py" line="1" />
        <source>Go back and fix</source>
        <translation>Вернуться и исправить</translation>
    </message>
    <message>
        <location filename="../../ui/acknowledge.py" line="1" />
        <source>Errors acknowledged</source>
        <translation>Ошибки признаны</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="1" />
        <source>Acknowledge and confirm</source>
        <translation>Признать и подтвердить</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="1" />
        <source>Acknowledge and sign</source>
        <translation>Признать и подписать</translation>
    </message>
</context>
<context>
    <name>Career</name>
    <message>
        <location filename="../../ui/secretary/career.py" line="1" />
        <source>Player's career</source>
        <translation>Карьера игрока</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/career.py" line="1" />
        <source>Nickname, #id or federation id</source>
        <translation>Ник, №id или номер в федерации</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/career.py" line="1" />
        <source>Show</source>
        <translation>Показать</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/career.py" line="1" />
        <source>Card as PDF…</source>
        <translation>Карточка в PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/career.py" line="1" />
        <source>Player's career…</source>
        <translation>Карьера игрока…</translation>
    </message>
</context>
</TS>
