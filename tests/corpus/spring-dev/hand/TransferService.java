package com.example.pay.service;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.example.pay.domain.Account;
import com.example.pay.repo.AccountRepository;

@Service
public class TransferService {

    private final AccountRepository accounts;
    private final LedgerService ledger;

    public TransferService(AccountRepository accounts, LedgerService ledger) {
        this.accounts = accounts;
        this.ledger = ledger;
    }

    @Transactional
    public void transfer(long from, long to, long cents) {
        Account a = accounts.findById(from).orElseThrow(); // ok: QUA-OPTIONAL-GET
        Account b = accounts.findById(to).orElseThrow();
        a.withdraw(cents);
        b.deposit(cents);
        ledger.record(from, to, cents); // ok: DES-TRANSACTIONAL-SELF-INVOCATION
    }
}
