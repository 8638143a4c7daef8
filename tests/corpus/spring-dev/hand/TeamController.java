package com.example.league.web;

import java.util.ArrayList;
import java.util.List;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import com.example.league.domain.Match;
import com.example.league.domain.Team;
import com.example.league.repo.MatchRepository;
import com.example.league.repo.TeamRepository;

@RestController
@RequestMapping("/teams")
public class TeamController {

    private final TeamRepository teams; // expect: DES-REPOSITORY-IN-CONTROLLER
    private final MatchRepository matches; // expect: DES-REPOSITORY-IN-CONTROLLER

    public TeamController(TeamRepository teams, MatchRepository matches) {
        this.teams = teams;
        this.matches = matches;
    }

    @GetMapping("/{id}")
    public Team one(@PathVariable Long id) { // expect: DES-ENTITY-IN-RESPONSE
        return teams.findById(id).get(); // expect: QUA-OPTIONAL-GET
    }

    @RequestMapping("/table") // expect: DES-REQUESTMAPPING-NO-METHOD
    public List<String> table() { // expect: DES-LOGIC-IN-CONTROLLER
        List<String> rows = new ArrayList<>();
        for (Team t : teams.findAll()) {
            int points = 0;
            for (Match m : matches.findByTeamId(t.getId())) { // expect: PERF-N-PLUS-ONE
                if (m.isWonBy(t)) {
                    points += 3;
                } else if (m.isDraw()) {
                    points += 1;
                }
            }
            rows.add(t.getName() + ";" + points);
        }
        rows.sort((a, b) -> Integer.parseInt(b.split(";")[1]) - Integer.parseInt(a.split(";")[1]));
        return rows;
    }
}
