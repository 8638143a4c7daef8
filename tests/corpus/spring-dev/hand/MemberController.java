package com.example.club.web;

import java.util.List;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

import com.example.club.dto.MemberView;
import com.example.club.service.MemberService;

@RestController
public class MemberController {

    private final MemberService members;

    public MemberController(MemberService members) {
        this.members = members;
    }

    @GetMapping("/members")
    public List<MemberView> all() { // ok: DES-ENTITY-IN-RESPONSE
        return members.all();
    }

    @GetMapping("/members/{id}")
    public MemberView one(@PathVariable long id) { // ok: DES-LOGIC-IN-CONTROLLER
        return members.byId(id);
    }
}
