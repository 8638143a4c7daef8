package com.example.club.service;

import java.util.List;
import java.util.NoSuchElementException;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.example.club.dto.MemberView;
import com.example.club.repo.MemberRepository;

@Service
public class MemberService {

    private final MemberRepository repository;

    public MemberService(MemberRepository repository) {
        this.repository = repository;
    }

    @Transactional(readOnly = true)
    public List<MemberView> all() {
        return repository.findAllWithMemberships().stream().map(MemberView::from).toList(); // ok: PERF-N-PLUS-ONE
    }

    @Transactional(readOnly = true)
    public MemberView byId(long id) {
        return repository.findById(id)
                .map(MemberView::from)
                .orElseThrow(() -> new NoSuchElementException("member " + id));
    }
}
